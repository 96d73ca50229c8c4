import type { FastifyRequest } from 'fastify';
import type { FileStorage } from '../adapters/storage/file-storage.ts';
import type { MediaBases } from './media-url.ts';

// Every address the API answers is absolute: the provider's Android and iOS apps cannot open
// "/media/..." or "/api/storage/...", having no page to resolve them against.

/** A host with an optional port, or a bracketed IPv6 address: nothing that could end the authority. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's address as this request should see it, without a trailing slash: PUBLIC_URL when
 * configured; otherwise the scheme and host the request came to (X-Forwarded-Proto and
 * X-Forwarded-Host only when TRUST_PROXY says a proxy sets them: Fastify's trustProxy), and
 * the configured default when the Host header is missing or malformed.
 */
export function siteUrl(request: FastifyRequest): string {
  const { config } = request.server.deps;
  if (config.publicUrlConfigured) return config.PUBLIC_URL;
  const protocol = request.protocol.toLowerCase() === 'https' ? 'https' : 'http';
  const host = request.host;
  return host && HOST.test(host) ? `${protocol}://${host}` : config.PUBLIC_URL;
}

/** `url` made absolute against the site's address; an absolute one (S3, a CDN) is kept. */
export function absoluteUrl(request: FastifyRequest, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${siteUrl(request)}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Where this request's media addresses start: MEDIA_BASE_URL when absolute, else this site's /media. */
export function mediaBase(request: FastifyRequest): string {
  return absoluteUrl(request, request.server.deps.config.mediaBaseUrl);
}

/**
 * Both media bases of this request (lib/media-url.ts `mediaUrlOf`): an expert's uploaded photo is
 * served by this API from its database, so its address stays here when MEDIA_BASE_URL names a bucket.
 */
export function mediaBases(request: FastifyRequest): MediaBases {
  return { files: mediaBase(request), own: `${siteUrl(request)}/media` };
}

/**
 * The storage adapter as this request sees it: its signed links absolute (the local adapter
 * signs a path on this API; S3's links are absolute already).
 */
export function requestStorage(request: FastifyRequest): FileStorage {
  const storage = request.server.deps.storage;
  return {
    name: storage.name,
    presignUpload: async (...args) => {
      const signed = await storage.presignUpload(...args);
      return { ...signed, url: absoluteUrl(request, signed.url) };
    },
    presignDownload: async (...args) => absoluteUrl(request, await storage.presignDownload(...args)),
    put: (...args) => storage.put(...args),
    sizeOf: (...args) => storage.sizeOf(...args),
    remove: (...args) => storage.remove(...args),
  };
}
