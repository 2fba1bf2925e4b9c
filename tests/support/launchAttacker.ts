import { address, getTransactionDecoder, lamports as kitLamports, type Transaction } from '@solana/kit';
import { StakePoolInstruction } from '@solana/spl-stake-pool';
import { Keypair, PublicKey, SystemProgram, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { FailedTransactionMetadata, type LiteSVM } from 'litesvm';
import { decodeStakePool } from '../../widget/core/stakePool/stakePool';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { readTokenAccount } from '../../widget/core/guard/tokenLayouts';
import { associatedTokenAddress } from '../../widget/solana/stakeAccounts';
import type { LaunchAddresses } from '../../widget/launch/launchAddresses';

const SOL = 1_000_000_000n;

/**
 * Someone who watches the chain and sends transactions of their own between a team's launch steps, on
 * the same runtime, with the stake pool program's own client (not the widget's encoders): SOL to any
 * address, a deposit into the new pool, an update of its balance. Each transaction must land.
 */
export function launchAttacker(svm: LiteSVM, addresses: LaunchAddresses, funds = 100n * SOL) {
  const keypair = Keypair.generate();
  svm.airdrop(address(keypair.publicKey.toBase58()), kitLamports(funds));
  const key = (at: string) => new PublicKey(at);
  const tokenAccount = key(associatedTokenAddress(keypair.publicKey.toBase58(), addresses.mint, PROGRAMS.token));
  // The associated token program's CreateIdempotent (1), paid by the attacker: payer, account, owner, mint, System, Token.
  const createTokenAccount = (owner = keypair.publicKey) =>
    new TransactionInstruction({
      programId: key(PROGRAMS.associatedToken),
      keys: [
        keypair.publicKey,
        key(associatedTokenAddress(owner.toBase58(), addresses.mint, PROGRAMS.token)),
        owner,
        key(addresses.mint),
        key(PROGRAMS.system),
        key(PROGRAMS.token),
      ].map((pubkey, index) => ({ pubkey, isSigner: index === 0, isWritable: index < 2 })),
      data: Buffer.from([1]),
    });
  const send = (...instructions: TransactionInstruction[]) => {
    svm.expireBlockhash();
    const message = new TransactionMessage({ payerKey: keypair.publicKey, recentBlockhash: svm.latestBlockhash(), instructions });
    const transaction = new VersionedTransaction(message.compileToV0Message());
    transaction.sign([keypair]);
    const outcome = svm.sendTransaction(getTransactionDecoder().decode(transaction.serialize()) as Transaction);
    if (outcome instanceof FailedTransactionMetadata) {
      throw new Error(`The attacker's transaction failed: ${String(outcome.err())}\n${outcome.meta().logs().join('\n')}`);
    }
  };
  const pool = () => {
    const account = svm.getAccount(address(addresses.pool));
    if (!account.exists) throw new Error('No pool yet');
    return decodeStakePool(Uint8Array.from(account.data));
  };
  return {
    address: keypair.publicKey.toBase58(),
    balance: () => svm.getBalance(address(keypair.publicKey.toBase58())) ?? 0n,
    /** The attacker's own tokens of the new pool. */
    tokens: () => {
      const account = svm.getAccount(address(tokenAccount.toBase58()));
      return account.exists ? readTokenAccount(Uint8Array.from(account.data))!.amount : 0n;
    },
    /** Plain SOL to `to`: dust at an address, a donation to the reserve. */
    sendSol(to: string, lamports: bigint) {
      send(SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: key(to), lamports }));
    },
    /** The associated token account of `owner` for the new mint, its rent paid by the attacker. */
    createTokenAccountFor(owner: string) {
      send(createTokenAccount(key(owner)));
    },
    /** A SOL deposit into the pool, into the attacker's own token account. */
    deposit(lamports: bigint) {
      const { managerFeeAccount } = pool();
      send(
        createTokenAccount(),
        StakePoolInstruction.depositSol({
          stakePool: key(addresses.pool),
          withdrawAuthority: key(addresses.withdrawAuthority),
          reserveStake: key(addresses.reserve),
          fundingAccount: keypair.publicKey,
          destinationPoolAccount: tokenAccount,
          managerFeeAccount: key(managerFeeAccount),
          referralPoolAccount: tokenAccount,
          poolMint: key(addresses.mint),
          lamports: Number(lamports),
        }),
      );
    },
    /** UpdateStakePoolBalance: the pool counts what its reserve (and its validators) hold now, anyone may send it. */
    update() {
      const { managerFeeAccount } = pool();
      send(
        StakePoolInstruction.updateStakePoolBalance({
          stakePool: key(addresses.pool),
          withdrawAuthority: key(addresses.withdrawAuthority),
          validatorList: key(addresses.validatorList),
          reserveStake: key(addresses.reserve),
          managerFeeAccount: key(managerFeeAccount),
          poolMint: key(addresses.mint),
        }),
      );
    },
  };
}
