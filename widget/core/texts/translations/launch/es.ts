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
  launchSubmittedNote:
    'Todavía no existe nada en Solana: este botón solo registra el formulario en esta página. Para crear el pool de verdad, conecte una wallet y pulse Create on Solana.',
  launchSummary: 'Firmará {count} transacciones; unos {deposits} SOL van a depósitos de cuentas; {back} SOL le vuelven como {symbol}.',
  launchSummaryMost: 'Como mucho salen {total} SOL de su wallet, con hasta {metaplex} SOL para Metaplex y {fees} SOL de comisiones de red.',
  launchDetails: 'Los detalles: cada transacción y las cuentas que crea',
  launchTermDeposit:
    'Depósito de cuenta (rent): los SOL que una cuenta debe tener para existir en Solana. Se quedan en la cuenta; no es una comisión.',
  launchTermNetworkFee: 'Comisión de red: lo que Solana cobra por procesar una transacción.',
  launchTermMetaplex:
    'Comisión de creación de Metaplex: Metaplex, que guarda el nombre y el símbolo del token, la cobra una vez y se la queda.',
  launchTermReserve: 'Cuenta de stake de reserva: guarda los SOL del pool que aún no están en stake; de ahí se pagan las salidas rápidas.',
  launchTermMint: 'Mint del token del pool: crea {symbol}; solo el pool puede crear más.',
  launchTermManagerFee: 'Cuenta de comisiones (suya): donde llega su comisión por época, en {symbol}.',
  launchTermValidatorList:
    'Lista de validadores: los validadores con los que el pool hace stake; cuantos más admite, mayor es su depósito.',
  launchTermPool: 'Stake pool: el pool en sí, con sus comisiones, sus totales y usted como gestor.',
  launchTermMetadata: 'Metadatos del token: el nombre, el símbolo y el enlace que las wallets muestran para {symbol}.',
  launchTermWalletTokenAccount: 'Su cuenta de token: guarda los {symbol} que compra su primer depósito.',
  launchTermValidatorStake: 'Cuenta de stake del validador: el stake del pool con su validador, hecho con su primer depósito.',
  launchStatusDone: 'hecho',
  launchStatusChecking: 'comprobando',
  launchStatusSigning: 'esperando a su wallet',
  launchStatusConfirming: 'confirmando',
  launchStatusWaiting: 'en espera',
  launchStatusStopped: 'se detuvo aquí',
  launchLive: 'Su pool está activo.',
  launchStakeInto: 'Hacer stake en {symbol}',
  launchNextTitle: 'Qué pasa ahora',
  launchNextListing:
    'Para aparecer junto a los demás proyectos, envíe la dirección del mint ({mint}), el nombre, el símbolo, un enlace al logo y su web a quienes mantienen la lista pública de LST: un issue nuevo en github.com/igneous-labs/sanctum-lst-list (un mensaje normal, sin código). Hasta entonces, los stakers llegan al pool por su página o por su snippet.',
  launchNotStored:
    'No se guardan en ningún sitio: la comisión del vendedor ({fee} puntos básicos), los creadores y la dirección del token de origen ({origin}). El token de un stake pool no tiene sitio para ellos en Solana (sus metadatos fijan la comisión del vendedor en 0 y ningún creador, y un pool no tiene otro token), así que se quedan en este formulario y se pierden al salir de la página. Se guardan en Solana: el nombre, el símbolo y la URI de metadatos, en los metadatos del token, y las condiciones del pool, en el pool.',
  launchSnippetDemo:
    'En la demo, su pool solo existe en la cadena de demostración de esta página. Este snippet carga el script de prueba, que lleva los servicios de demostración y una burner wallet a la página donde lo pegue y arranca su cadena de demostración con una copia de su pool (sus direcciones, nombre y comisiones), así que la tarjeta con pool= hace stake en él en cualquier sitio. Nada llega a Solana. En Solana, su snippet es lst-stake.js y el elemento solo.',
  launchSnippetReal:
    'Péguelo en cualquier página: la tarjeta hace stake en su pool enseguida (el atributo pool=), aunque ninguna lista pública lo nombre todavía.',
  launchEarlierFees:
    'Tu billetera ya comenzó un pool en {pool} con otras comisiones: época {epoch} %, depósito {deposit} %, retiro {withdrawal} %, parte de referido {referral} %. Una billetera lanza un solo pool: elige los mismos términos para continuarlo o lanza desde otra billetera.',
  launchEarlierSize:
    'Tu billetera ya comenzó un pool en {pool} con espacio para {max} validadores. Una billetera lanza un solo pool: elige los mismos términos para continuarlo o lanza desde otra billetera.',
  launchEarlierValidator:
    'Tu billetera ya comenzó un pool en {pool} que hace staking con el validador {vote}. Una billetera lanza un solo pool: elige los mismos términos para continuarlo o lanza desde otra billetera.',
  launchEarlierToken:
    'Tu billetera ya comenzó un pool en {pool} cuyo token es {name} ({symbol}) en {uri}. Una billetera lanza un solo pool: elige los mismos términos para continuarlo o lanza desde otra billetera.',
};
