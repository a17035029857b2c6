import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/**
 * A Vite plugin that writes `.br` and `.gz` beside every built file whose name matches
 * `compressible`, so the server sends precompressed files instead of compressing on each request
 * (phones on slow networks get the smallest bytes at no CPU cost). It reads the files back after
 * they are written: in generateBundle the chunks still hold placeholders that Vite fills in later.
 * Used by the lobby's and the console's builds.
 */
export function precompress(name, compressible) {
  return {
    name,
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!compressible.test(fileName)) continue;
        const filePath = path.join(outDir, fileName);
        const bytes = readFileSync(filePath);
        writeFileSync(
          `${filePath}.br`,
          brotliCompressSync(bytes, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
          }),
        );
        writeFileSync(`${filePath}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
