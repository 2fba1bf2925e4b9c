// The react18 test project: CommonJS packages (react-dom 18 itself) require('react') past Vite's
// aliases, so Node's own resolution is pointed at the React 18 copies too.
import Module from 'node:module';

type Resolve = (request: string, ...rest: unknown[]) => string;
const internal = Module as unknown as { _resolveFilename: Resolve };
const resolve = internal._resolveFilename;
internal._resolveFilename = function (request: string, ...rest: unknown[]) {
  const redirected = request.replace(/^react-dom(?=$|\/)/, 'react-dom18').replace(/^react(?=$|\/)/, 'react18');
  return resolve.call(this, redirected, ...rest);
};
