import type { ManageKey } from '../../manageEnglish';

/** "Tu pool" in Spanish (español), informal as the card's Spanish. A chunk of its own: only the team's page loads it. */
export const manageTranslation: Record<ManageKey, string> = {
  manageNotPool: 'No hay ningún stake pool en {address} en esta red.',
  manageUnreadable:
    'El RPC de Solana dio el pool en {address} en una forma que el programa de stake pool nunca escribe: no se planeó ni se firmó nada. Usa un RPC de confianza.',
  manageInconsistent:
    'El RPC de Solana dio la cuenta {account} distinta de como la describe el pool en {address}: no se planeó ni se firmó nada. Usa un RPC de confianza.',
  manageNotManager: 'Solo el gestor del pool ({manager}) puede hacer esto; la wallet conectada es {wallet}.',
  manageNotStaker: 'Solo el staker del pool ({staker}) puede hacer esto; la wallet conectada es {wallet}.',
  manageUpToDate: 'El pool ya está actualizado para la época {epoch}: no hay nada que hacer hasta la próxima época.',
  manageValidatorIn: 'El validador {vote} ya está en el pool.',
  manageValidatorNotIn: 'El validador {vote} no está en el pool.',
  manageValidatorLeaving:
    'El validador {vote} ya está saliendo del pool: su stake vuelve a la reserva en la actualización de la próxima época.',
  manageNotVote: 'No hay ninguna cuenta de voto en {vote} en esta red.',
  manageListFull: 'La lista de validadores del pool está llena: admite como mucho {max}. Quita uno antes de añadir otro.',
  manageReserveLow:
    'Añadir un validador mueve {needed} SOL de la reserva del pool a su stake; la reserva tiene {spendable} SOL además de su renta. Haz stake de más SOL en el pool primero.',
  manageLastValidator:
    'El último validador del pool se queda: sin ninguno, el pool no tiene dónde hacer stake. Añade otro antes de quitar este.',
  manageFeeInvalid: 'Una comisión debe ser una parte del 0 % al 100 %.',
  manageFeeSame: 'Esa comisión ya es del {percent} %.',
  manageFeeRise:
    'El programa de stake pool deja subir una comisión de retiro como mucho a la mitad más cada vez (ahora hasta el {most} %), o al 0,15 % desde cero.',
  manageHarvestInWallet:
    'Tu cuenta de comisiones es tu propia cuenta de tokens {symbol}: la cosecha ya está donde el retiro de la tarjeta la encuentra, sin nada que mover.',
  manageNoHarvest: 'Tu cuenta de comisiones aún no tiene {symbol}: la comisión de época llega en la actualización de cada época.',
  manageNotFeeOwner: 'La cuenta de comisiones del pool {account} no es de la wallet conectada: solo su dueño puede sacar sus tokens.',
  manageInsufficientSol: 'Tu wallet tiene {balance} SOL; esto necesita {needed} SOL (depósitos de cuentas y comisiones de red).',
  manageStepUpdateValidators: 'actualizando los validadores {from} a {to} de {count}',
  manageStepUpdatePool: 'actualizando los totales del pool para la época {epoch}',
  manageStepCleanup: 'quitando de la lista los validadores retirados',
  manageStepAdd: 'añadiendo el validador {vote}',
  manageStepRemove: 'quitando el validador {vote}',
  manageStepSetEpochFee: 'fijando la comisión de época en el {percent} %',
  manageStepSetSolDepositFee: 'fijando la comisión de depósito de SOL en el {percent} %',
  manageStepSetStakeDepositFee: 'fijando la comisión de depósito de stake en el {percent} %',
  manageStepSetSolWithdrawalFee: 'fijando la comisión de retiro de SOL en el {percent} %',
  manageStepSetStakeWithdrawalFee: 'fijando la comisión de retiro de stake en el {percent} %',
  manageStakeOnItsWay:
    'Ya hay un stake en camino al validador {vote} en esta época: se activa en la próxima época. Haz staking de más con él después de la actualización de esa época.',
  manageStakeBelowLeast: 'Un stake desde la reserva debe ser de al menos {least} SOL (la delegación mínima del programa de stake).',
  manageStakeAboveReserve:
    'La reserva puede hacer staking de como máximo {most} SOL ahora: conserva su propia renta y paga {rent} SOL de renta por el stake en camino, que recupera en la próxima actualización. {amount} SOL es más.',
  manageStepStakeReserve: 'haciendo staking de {amount} SOL de la reserva con el validador {vote}',
  manageStakeActivates:
    'El stake se activa en la próxima época; la actualización de esa época lo suma al stake del validador y desde entonces gana recompensas.',
  manageStepHarvest: 'moviendo {amount} a tu propia cuenta de tokens',
  manageSummaryOne: 'Firmarás 1 transacción, con como mucho {fees} SOL de comisiones de red y {deposits} SOL de depósitos de cuentas.',
  manageSummary: 'Firmarás {count} transacciones, con como mucho {fees} SOL de comisiones de red y {deposits} SOL de depósitos de cuentas.',
  manageTakesEffectNow: 'La nueva comisión se aplica de inmediato.',
  manageTakesEffectEpoch:
    'La nueva comisión se aplica desde la época {epoch}, tras la actualización de esa época: hasta entonces los stakers la ven venir.',
  manageRemovalLater:
    'El stake del validador se detiene ahora; en la actualización de la próxima época su SOL vuelve a la reserva y el validador sale de la lista.',
  manageStepRefused: 'La transacción {step} de {steps} no superó la comprobación en el RPC de Solana, así que no se envió a tu wallet.',
  manageCancelled: 'Cancelado en tu wallet. Lo que ya se ejecutó se queda; vuelve a hacerlo para seguir donde se detuvo.',
  manageStopped: 'Detenido antes de la siguiente firma. Vuelve a hacerlo para seguir donde se detuvo.',
  manageStuck: 'El RPC de Solana aún no muestra las transacciones confirmadas. Vuelve a hacerlo en un momento para continuar.',
};
