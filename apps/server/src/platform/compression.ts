import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers below this many bytes go out as they are: compressing them saves next to nothing. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Answers up to this many bytes are compressed in one synchronous call (about 60 µs for a
 * 17 KB feed page at brotli 1) and sent with their length. Above it, a zlib stream per answer
 * and a chunked reply: the plugin's default of 8 KB on 2 cores sent the benchmark's 17 KB
 * feed pages that way and cost the server 30 % more CPU per page (docs/PERFORMANCE.md).
 */
const SYNC_COMPRESSION_LIMIT = 64 * 1024;

/**
 * Compresses the API's answers of 1 KB and more on the fly (decision 044): brotli at quality 1,
 * else gzip or deflate at level 1, the fastest levels, which already take a feed page from
 * 7.3 KB to 1.4 KB. Only routes under /api: the web app's files arrive compressed at build
 * time (the static plugin's pre-compressed mode) and uploaded photos are compressed images.
 * Among the API's answers, only compressible types are touched (JSON, the API reference),
 * never the Excel downloads (zip files already). Request bodies are never decompressed.
 * Must be registered before the routes: it attaches itself to each route as it is added.
 */
export async function registerApiCompression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(compress, {
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD,
    syncThreshold: SYNC_COMPRESSION_LIMIT,
    encodings: ['br', 'gzip', 'deflate'],
    // A 256 KB window instead of 4 MB: the same output for answers up to SYNC_COMPRESSION_LIMIT
    // and 37 % less time for a feed page (26 instead of 41 µs), most of it setting the window up.
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_LGWIN]: 18 },
    },
    zlibOptions: { level: 1 },
  });
}
