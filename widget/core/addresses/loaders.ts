/**
 * The loaders: the owners of every program the runtime can run (the BPF loaders, and the native
 * programs' own). The guard tells a program from any other account by its owner being one of these,
 * so they are named by their exact addresses, here once.
 */

/** The upgradeable loader: most programs today; its ProgramData accounts hold a program's code and are never run themselves. */
export const UPGRADEABLE_LOADER = 'BPFLoaderUpgradeab1e11111111111111111111111';

/** Every loader: an account one of them owns is a program (deployed, closed or not yet deployed). */
export const LOADERS: readonly string[] = [
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  UPGRADEABLE_LOADER,
  'LoaderV411111111111111111111111111111111111',
  'NativeLoader1111111111111111111111111111111',
];
