import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';

describe('the component tests', () => {
  it('run on the runtime their project names', async () => {
    const runtime = process.env.TEST_RUNTIME;
    const preact = await import('preact');
    if (runtime === 'preact') {
      expect(React.Component).toBe(preact.Component);
    } else {
      expect(React.Component).not.toBe(preact.Component);
      expect(React.version.split('.')[0]).toBe(runtime === 'react18' ? '18' : '19');
    }
    expect(typeof createRoot).toBe('function');
  });
});
