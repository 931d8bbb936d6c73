import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createHttp } from '../http';
import { StudioConflictError, createStudioClient } from './studio.client';
import type { StudioArticleInput } from './studio.schemas';

// A loopback server standing in for the platform: what the studio client sends, and how it reads refusals.
let server: Server;
let baseUrl: string;
const seen: { method: string; url: string; type: string | undefined; body: string }[] = [];

const conflict = {
  statusCode: 409,
  error: 'Conflict',
  message: 'Someone else saved this article since you opened it (Eden Editor at 15:20). Copy your changes, then reload to see theirs.',
  code: 'versionConflict',
  updatedBy: 'editor@example.com',
  updatedByName: 'Eden Editor',
  updatedAt: '2026-12-05T15:20:00.000Z',
  version: 3,
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('latin1');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', type: request.headers['content-type'], body });
      response.setHeader('content-type', 'application/json');
      if (request.url === '/api/studio/articles/7') {
        response.statusCode = 409;
        response.end(JSON.stringify(conflict));
      } else if (request.url === '/api/studio/articles/8/publish') {
        response.statusCode = 400;
        response.end(JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'Add a lead image before publishing.', code: 'publishIncomplete' }));
      } else if (request.url === '/api/studio/images') {
        response.statusCode = 201;
        response.end(JSON.stringify({ imageKey: 'uploads/news/abc.png', url: '/images/800x450/uploads/news/abc.png' }));
      } else {
        response.end(JSON.stringify({ items: [], total: 0, page: 2, pageSize: 20 }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () => createStudioClient(createHttp({ baseUrl }));
const input: StudioArticleInput = { title: 'A', slug: '', standfirst: '', category: 'club', tags: [], imageKey: null, body: '' };

describe('createStudioClient', () => {
  it('should send list filters as query parameters and leave empty ones out', async () => {
    await client().articles({ status: 'draft', q: '', page: 2 });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/studio/articles?status=draft&page=2' });
  });

  it('should read a version conflict as a StudioConflictError with who and when', async () => {
    const error = await client().update(7, { ...input, version: 2 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StudioConflictError);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as StudioConflictError).statusCode).toBe(409);
    expect((error as StudioConflictError).conflict).toEqual(conflict);
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', type: 'application/json' });
  });

  it('should read other refusals as an ApiError with their message and code, sending the write once', async () => {
    const before = seen.length;
    const error = await client().publish(8, { version: 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(StudioConflictError);
    expect(error).toMatchObject({ statusCode: 400, message: 'Add a lead image before publishing.', code: 'publishIncomplete' });
    expect(seen.length).toBe(before + 1);
  });

  it('should upload an image as its own bytes with its content type', async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]);
    expect(await client().uploadImage(png, 'image/png')).toEqual({ imageKey: 'uploads/news/abc.png', url: '/images/800x450/uploads/news/abc.png' });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/studio/images', type: 'image/png', body: '\x89PNG' });
  });
});
