import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { apiErrorSchema, menuPageSchema } from '@club/api-client';
import { clubConfig } from '@club/config';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const docsPrefix = '/api/docs';

/**
 * Schemas that become named components of the document. MenuPage must be one: it is recursive, and a
 * recursive schema can only be written as a reference to itself. A registry of our own, rather than
 * zod's global one, keeps this from leaking into anything else that converts schemas.
 */
const components = z.registry<{ id: string }>();
components.add(menuPageSchema, { id: 'MenuPage' });
components.add(apiErrorSchema, { id: 'ApiError' });

/**
 * The OpenAPI document, generated from the same zod schemas that validate requests and serialize
 * responses, at /api/docs/json (and /yaml), with Swagger UI at /api/docs. Register before any route.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${clubConfig.name} platform`,
        description: 'Every service the club site and the streaming site call.',
        version,
      },
      tags: [
        { name: 'web', description: 'Navigation tree, content pages and menus' },
        { name: 'news', description: 'News articles, related articles, dated lookups and the news search' },
        { name: 'teams', description: 'Teams, squads, player profiles and loans' },
        { name: 'matches', description: 'Fixtures, results, match centres, league tables and seasons' },
        { name: 'health', description: 'Liveness and database health' },
        { name: 'identity', description: 'Sign-up, sign-in, sessions and account details; the user-pool protocol' },
        {
          name: 'studio',
          description:
            "The club staff's studio: newsroom, lead images, live match events, audit log. Staff roles only; writes only from SITE_ORIGINS",
        },
      ],
    },
    transform: createJsonSchemaTransform({ schemaRegistry: components, skipList: [] }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: components }),
  });
  await app.register(fastifySwaggerUi, { routePrefix: docsPrefix });
}
