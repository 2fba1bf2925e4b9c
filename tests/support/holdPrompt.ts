/** A wallet prompt that stays open until the test answers it (call the returned function). */
export function holdPrompt(wallet: { signTransaction: (bytes: Uint8Array) => Promise<Uint8Array>; prompts: number }): () => void {
  const sign = wallet.signTransaction;
  let answer!: () => void;
  const answered = new Promise<void>((done) => (answer = done));
  wallet.signTransaction = async (bytes) => {
    wallet.prompts++; // open from now on, as a test waiting for the prompt sees it
    await answered;
    wallet.prompts--; // the wallet's own signing below counts this same prompt
    return sign(bytes);
  };
  return answer;
}
