import { useRouter } from '@tanstack/react-router';

/**
 * A JSON data block in the document (`<script type="application/json">`): how the server hands the
 * browser what it rendered with (the clock, the site origins) before hydration. It runs nothing, but
 * carries the response's nonce like every inline script the site writes, and '<' is escaped so a value
 * can never close the element.
 */
export function JsonDataScript({ id, value }: { id: string; value: unknown }) {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  const nonce = (useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined)?.options.ssr?.nonce;
  return <script id={id} type="application/json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The parsed JSON of a data block, or undefined when the document has none or it is not JSON. */
export function readJsonDataScript(doc: Pick<Document, 'getElementById'>, id: string): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
