import type { LaunchKey } from '../../launchEnglish';

/** The launch page's texts in Spanish (español), as the card's Spanish. A chunk of its own: only the launch loads it. */
export const launchTranslation: Record<LaunchKey, string> = {
  launchNameTooLong: 'El nombre ocupa {bytes} bytes; Metaplex permite como máximo {limit} bytes (una letra con tilde cuenta como 2).',
  launchSymbolTooLong: 'El símbolo ocupa {bytes} bytes; Metaplex permite como máximo {limit} bytes.',
  launchUriTooLong: 'La URI ocupa {bytes} bytes; Metaplex permite como máximo {limit} bytes.',
  launchFeeInvalid: 'Cada comisión debe ser una parte del 0 % al 100 %.',
  launchReferralInvalid: 'La parte de referido debe ser un porcentaje entero de 0 a 100.',
  launchVoteInvalid: 'La cuenta de voto del validador no es una dirección de Solana.',
  launchVoteMissing: 'No hay ninguna cuenta de voto en {address} en esta red.',
  launchMaxValidatorsInvalid: 'El número máximo de validadores debe ser un número entero de 1 a {max}.',
  launchAddressInUse:
    'La dirección {address}, que el lanzamiento deriva de tu wallet, ya contiene otra cosa: esta wallet no puede lanzar aquí.',
  launchStepAccounts: 'creando la reserva, el token y la cuenta de comisiones',
  launchStepPool: 'creando el pool',
  launchStepPoolDeposit: 'creando el pool con tu primer depósito',
  launchStepMetadata: 'nombrando el token',
  launchStepDeposit: 'nombrando el token y haciendo tu primer depósito',
  launchStepValidator: 'añadiendo el validador',
  launchProgress: '{step} de {steps}: {title}',
  launchNotPlanned: 'Su transacción no es el paso del lanzamiento que se planeó.',
  launchSpendsOther: 'Tomaría {spent} SOL de tu wallet; el plan dice {planned} SOL.',
  launchTokensOther: 'Te daría {got} del nuevo token; el plan dice {planned}.',
  launchAccountOther: 'Dejaría la cuenta {address} distinta de lo planeado.',
  launchStepRefused: 'El paso {step} de {steps} no superó la comprobación en el RPC de Solana, así que no se envió a tu wallet.',
  launchCancelled: 'Cancelado en tu wallet. Lo que ya se ejecutó se queda; vuelve a crear en Solana para seguir donde se detuvo.',
  launchStopped: 'El lanzamiento se detuvo antes de la siguiente firma. Vuelve a crear en Solana para seguir donde se detuvo.',
  launchStuck: 'El RPC de Solana aún no muestra los pasos confirmados. Vuelve a crear en Solana en un momento para continuar.',
  launchInsufficientSol:
    'Tu wallet tiene {balance} SOL; los pasos que faltan necesitan {needed} SOL (renta, tu primer depósito y comisiones).',
  launchRentNotCluster:
    'El RPC de Solana da como renta {rate} lamports por byte y año, exenta tras {years} años, {burnt} % quemado; todo clúster de Solana tiene 3480, 2 años y 50 %. No se firmó nada: usa un RPC de confianza.',
  launchPoolShared:
    'Otra persona tiene {others} de los {supply} de tu pool en {pool}, acuñados antes de tu primer depósito: un depósito ahora podría valer menos de lo que pones. No se firmó nada; lanza desde otra wallet.',
  launchEarlierFees:
    'Tu billetera ya comenzó un pool en {pool} con otras comisiones: época {epoch} %, depósito {deposit} %, retiro {withdrawal} %, parte de referido {referral} %. Una billetera lanza un solo pool: elige los mismos términos para continuarlo o lanza desde otra billetera.',
  launchEarlierSize:
    'Tu billetera ya comenzó un pool en {pool} con espacio para {max} validadores. Una billetera lanza un solo pool: elige los mismos términos para continuarlo o lanza desde otra billetera.',
  launchEarlierValidator:
    'Tu billetera ya comenzó un pool en {pool} que hace staking con el validador {vote}. Una billetera lanza un solo pool: elige los mismos términos para continuarlo o lanza desde otra billetera.',
  launchEarlierToken:
    'Tu billetera ya comenzó un pool en {pool} cuyo token es {name} ({symbol}) en {uri}. Una billetera lanza un solo pool: elige los mismos términos para continuarlo o lanza desde otra billetera.',
};
