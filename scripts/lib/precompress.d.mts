import type { Plugin } from 'vite';

export function precompress(name: string, compressible: RegExp): Plugin;
