/** The three deploys of the SPL stake pool program, by the name the LST list gives them (all run the same code). */
export const POOL_PROGRAM_IDS = {
  Spl: 'SPoo1Ku8WFXoNDMHPsrGSTSG1Y47rzgn41SLUNakuHy',
  SanctumSpl: 'SP12tWFxD9oJsVWNavTTBZvMbA6gkAmxtVgxdqvyvhY',
  SanctumSplMulti: 'SPMBzsVUuoHA4Jm6KunbsotaahvVikZs1JyTW6iJvbn',
} as const;

export type PoolProgramName = keyof typeof POOL_PROGRAM_IDS;

/** The three deploys' ids, as a list: a program is a stake pool's when it is one of these. */
export const POOL_PROGRAMS: readonly string[] = Object.values(POOL_PROGRAM_IDS);

/** The program id for a list entry's `pool.program`; null for any other program (Marinade, Lido, ...): no deposit route. */
export function poolProgramId(name: string): string | null {
  return Object.hasOwn(POOL_PROGRAM_IDS, name) ? POOL_PROGRAM_IDS[name as PoolProgramName] : null;
}
