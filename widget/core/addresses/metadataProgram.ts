/**
 * Metaplex Token Metadata: the name, symbol and logo of a pool's token. A launch has the pool's program
 * invoke it (CreateTokenMetadata), and a pool read derives the token's metadata account from it. Not the
 * runtime's nor the SPL's, so an idea of its own, written here once.
 */
export const METADATA_PROGRAM = 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s';
