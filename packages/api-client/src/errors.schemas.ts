import { z } from 'zod';

/** The JSON body of every platform error: bad input, unknown paths, failures. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string().describe("The status text, e.g. 'Bad Request'"),
  message: z.string().describe('A plain sentence a person can act on'),
  code: z
    .string()
    .optional()
    .describe("A machine-readable reason where a caller branches on it, e.g. 'passwordChangeRequired' or a SPEC 8 session-check code"),
  details: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .describe('Which inputs were wrong, for 400 answers'),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
