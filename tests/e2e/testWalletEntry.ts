// Bundled for the browser by the e2e server: registers the Wallet Standard test wallet in the page.
import { registerTestWallet } from '../support/testStandardWallet';

const controls = registerTestWallet();
Object.assign(window, { testWallet: controls });
