import { defineConfig } from 'vite';
export default defineConfig({ test: { include: ['tests/unit/**/*.test.ts'], environment: 'node' } });
