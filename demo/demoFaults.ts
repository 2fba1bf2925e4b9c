/** Switches that make a demo service misbehave, for tests, stories and a person trying the demo. */
export type DemoService =
  | 'lst-list'
  | 'swap-quote'
  | 'aggregator-quote'
  | 'aggregator-swap'
  | 'rpc-genesis'
  | 'rpc-simulate' // the guard's reads (getMultipleAccounts) and simulateTransaction
  | 'rpc-pool' // the deposit route's read of a pool (a getMultipleAccounts whose first address is a pool the list names)
  | 'rpc-blockhash' // getLatestBlockhash: the deposit route's blockhash, taken at the click
  | 'rpc-send'
  | 'rpc-status'
  | 'rpc-balance'
  | 'rpc-clock' // the demo chain's clock (see demoEpoch)
  | 'rpc-holdings' // getTokenAccountsByOwner: the staker's accounts of the card's LST (the position)
  | 'rpc-fees' // getRecentPrioritizationFees: the recent prices of the accounts one of our own transactions writes
  | 'rpc-stake-accounts'; // getProgramAccounts: the wallet's stake accounts (Your stakes; public nodes often refuse it)

export type Fault =
  | 'error' // HTTP 500
  | 'rate-limited' // HTTP 429
  | 'network' // the connection drops
  | 'hang' // never answers
  | 'nonsense' // an answer that is not JSON
  | 'wrong-shape' // JSON of the wrong shape
  | 'mismatch' // an answer to another question (rpc-genesis: another network's)
  | 'unauthorized' // HTTP 401: the service wants an API key
  | 'low-quote' // aggregator-quote: 1 base unit out, minimum 0 (what an attacker would quote)
  | 'half-quote' // aggregator-quote: half of what the market gives, its minimum 0.5 % under that (the swap quote service still says the market)
  | 'loose-slippage' // aggregator-quote: 3 % slippage instead of 0.5 %
  | 'cheap-swap-back' // aggregator-quote: a swap back pays 2 % under the pool's own exit (the card asks the staker to confirm)
  | 'inflated-swap-back' // aggregator-quote: a swap back's quote claims twice what the market pays; its transaction pays only the market (the guard refuses it)
  | 'simulation-error' // swap: the transaction fails when simulated (the aggregator still says it is fine)
  | 'wrong-fee-payer' // swap: a transaction another wallet pays for
  | 'bad-base64' // swap: a transaction that is not base64
  | 'drain' // swap: its only instruction sends 99 SOL to a stranger
  | 'approve' // swap: also lets a stranger spend the staker's LST
  | 'set-authority' // swap: also hands the staker's LST account to a stranger
  | 'under-deliver' // swap: delivers half the quoted LST
  | 'second-signer' // swap: needs another signature besides the staker's
  | 'nonce' // swap: advances a durable nonce
  | 'foreign-program' // swap: calls a program a stake does not need
  | 'fee-cap' // swap: a priority fee above the cap
  | 'skim' // swap: its route also sends 0.0079 SOL of the staker's to a stranger (within the old flat fee reserve)
  | 'wsol-drain' // swap: the staker holds 5 wrapped SOL; it is unwrapped to them and the route sends 5 SOL away
  | 'route-approve' // swap: its route also lets a stranger spend the staker's new LST
  | 'over-take' // swap: a swap back whose route takes twice the LST quoted (the guard refuses)
  | 'opens-account' // swap: a swap back that also opens a USDC account in the staker's name, their SOL its rent (the guard refuses)
  | 'locks-sol' // swap: a swap back that leaves the SOL it pays in the staker's wrapped SOL account, never unwrapped (the guard refuses)
  | 'delegated-wsol' // swap: the staker holds 1 wrapped SOL a stranger may spend (an old approval); a swap back pays into it unsynced and leaves it open (the guard refuses)
  | 'route-close' // swap: a swap back whose route closes the staker's emptied LST account, its rent to a stranger (unstake all; the guard refuses)
  | 'near-cap' // swap: an honest swap back priced at the edge of the guard's priority fee cap: the card's close would take it over, so it goes as built (unstake all: the account stays open, said)
  | 'lying-expiry' // swap: a lastValidBlockHeight already in the past
  | 'outside-account' // rpc-holdings: half of the staker's LST sits in a second token account of theirs, not their associated one
  // rpc-pool: the demo's pool accounts as the chain shows them, in every read and simulation and when a deposit lands
  | 'stale' // rpc-pool: the pool's last update epoch is one behind the clock's (the program refuses deposits)
  | 'deposit-authority' // rpc-pool: the pool has a SOL deposit authority (every deposit needs its signature)
  | 'wrong-program' // rpc-pool: the pool account belongs to another deploy of the pool program than the list names
  | 'wrong-mint' // rpc-pool: the pool account names another mint than the list entry's
  | 'exit-fee' // rpc-pool: the pool keeps 99 % of what a holder takes out (its SOL and stake withdrawal fees)
  | 'unreadable' // rpc-pool: the pool account's bytes are no stake pool (all zero)
  | 'empty-reserve' // rpc-pool: the pool's reserve holds only its rent (all its SOL is staked): no instant exit, a stake account or a swap
  | 'stake-deposit-authority' // rpc-pool: the pool has a stake deposit authority of its own (it takes no public stake account; SOL still goes in)
  | 'stake-deposit-fee' // rpc-pool: the pool keeps 2 % of a stake account deposited (its stake deposit fee, above the card's 1 % cap)
  | 'epoch-ends' // rpc-clock: every transaction that lands ends the demo epoch (a deactivated stake account becomes withdrawable)
  | 'refuse' // rpc-send: the node refuses the transaction itself (nothing was sent)
  | 'accept-then-hang' // rpc-send: the node takes the transaction, then never answers
  | 'accept-then-502' // rpc-send: the node takes the transaction, then answers 502
  | 'tx-error' // rpc-status: the transaction failed on chain
  | 'processed-error' // rpc-status: an error at processed that is gone at confirmed
  | 'never-lands'; // rpc-status: the transaction never shows up; the blockhash expires

/** One demo's fault switches: each demo, story and test has its own, so none leaks into another. */
export interface DemoFaults {
  get(service: DemoService): Fault | undefined;
  /** Breaks a service, or mends it with null. */
  set(service: DemoService, fault: Fault | null): void;
  clear(): void;
}

export type FaultList = Iterable<readonly [DemoService, Fault]>;

export function createDemoFaults(initial: FaultList = []): DemoFaults {
  const switches = new Map<DemoService, Fault>(initial);
  return {
    get: (service) => switches.get(service),
    set(service, fault) {
      if (fault) switches.set(service, fault);
      else switches.delete(service);
    },
    clear: () => switches.clear(),
  };
}

/** Reads `?fault=service:fault,service:fault`, so the demo can be driven from its URL. */
export function faultsFromQuery(search: string): [DemoService, Fault][] {
  const spec = new URLSearchParams(search).get('fault');
  return (spec?.split(',') ?? []).map((item) => item.split(':') as [DemoService, Fault]);
}
