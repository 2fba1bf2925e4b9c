// Bundled for the browser by the e2e server: registers the Wallet Standard test wallet in the page.
// A fixed seed keeps the same address across reloads, as a real wallet's account would.
import { Keypair } from '@solana/web3.js';
import { registerTestWallet } from '../support/testStandardWallet';

const controls = registerTestWallet(Keypair.fromSeed(new Uint8Array(32).fill(7)));
Object.assign(window, { testWallet: controls });
