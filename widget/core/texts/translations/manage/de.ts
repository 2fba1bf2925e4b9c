import type { ManageKey } from '../../manageEnglish';

/** "Ihr Pool" in German (Deutsch), formal as the card's German. A chunk of its own: only the team's page loads it. */
export const manageTranslation: Record<ManageKey, string> = {
  manageNotPool: 'Unter {address} gibt es in diesem Netzwerk keinen Stake-Pool.',
  manageUnreadable:
    'Der Solana-RPC lieferte den Pool unter {address} in einer Form, die das Stake-Pool-Programm nie schreibt: Es wurde nichts geplant oder signiert. Nutzen Sie einen RPC, dem Sie vertrauen.',
  manageInconsistent:
    'Der Solana-RPC lieferte das Konto {account} anders, als der Pool unter {address} es beschreibt: Es wurde nichts geplant oder signiert. Nutzen Sie einen RPC, dem Sie vertrauen.',
  manageNotManager: 'Nur der Manager des Pools ({manager}) kann das tun; verbunden ist die Wallet {wallet}.',
  manageNotStaker: 'Nur der Staker des Pools ({staker}) kann das tun; verbunden ist die Wallet {wallet}.',
  manageUpToDate: 'Der Pool ist für Epoche {epoch} bereits aktualisiert: Bis zur nächsten Epoche ist nichts zu tun.',
  manageValidatorIn: 'Der Validator {vote} ist bereits im Pool.',
  manageValidatorNotIn: 'Der Validator {vote} ist nicht im Pool.',
  manageValidatorLeaving:
    'Der Validator {vote} verlässt den Pool bereits: Sein Stake kehrt bei der Aktualisierung der nächsten Epoche in die Reserve zurück.',
  manageNotVote: 'Unter {vote} gibt es in diesem Netzwerk kein Vote-Konto.',
  manageListFull:
    'Die Validatorenliste des Pools ist voll: Sie fasst höchstens {max}. Entfernen Sie einen, bevor Sie einen weiteren hinzufügen.',
  manageReserveLow:
    'Ein Validator erhält {needed} SOL aus der Reserve des Pools als Stake; die Reserve hält über ihre Miete hinaus {spendable} SOL. Staken Sie zuerst mehr in den Pool.',
  manageLastValidator:
    'Der letzte Validator des Pools bleibt: Ohne ihn kann der Pool nirgends staken. Fügen Sie einen weiteren hinzu, bevor Sie diesen entfernen.',
  manageFeeInvalid: 'Eine Gebühr muss ein Anteil von 0 % bis 100 % sein.',
  manageFeeSame: 'Diese Gebühr beträgt bereits {percent} %.',
  manageFeeRise:
    'Das Stake-Pool-Programm lässt eine Auszahlungsgebühr je Änderung höchstens um die Hälfte steigen (jetzt auf {most} %), oder von null auf 0,15 %.',
  manageHarvestInWallet:
    'Ihr Gebührenkonto ist Ihr eigenes {symbol}-Tokenkonto: Die Ernte liegt schon dort, wo das Unstaken der Karte sie findet, es gibt nichts zu verschieben.',
  manageNoHarvest: 'Ihr Gebührenkonto hält noch kein {symbol}: Die Epochengebühr kommt bei jeder Aktualisierung einer Epoche an.',
  manageNotFeeOwner:
    'Das Gebührenkonto des Pools {account} gehört nicht der verbundenen Wallet: Nur sein Inhaber kann seine Token herausnehmen.',
  manageInsufficientSol: 'Ihre Wallet hält {balance} SOL; das hier braucht {needed} SOL (Kontoeinlagen und Netzwerkgebühren).',
  manageStepUpdateValidators: 'Validatoren {from} bis {to} von {count} werden aktualisiert',
  manageStepUpdatePool: 'die Summen des Pools für Epoche {epoch} werden aktualisiert',
  manageStepCleanup: 'entfernte Validatoren werden aus der Liste gestrichen',
  manageStepAdd: 'der Validator {vote} wird hinzugefügt',
  manageStepRemove: 'der Validator {vote} wird entfernt',
  manageStepSetEpochFee: 'die Epochengebühr wird auf {percent} % gesetzt',
  manageStepSetSolDepositFee: 'die SOL-Einzahlungsgebühr wird auf {percent} % gesetzt',
  manageStepSetStakeDepositFee: 'die Stake-Einzahlungsgebühr wird auf {percent} % gesetzt',
  manageStepSetSolWithdrawalFee: 'die SOL-Auszahlungsgebühr wird auf {percent} % gesetzt',
  manageStepSetStakeWithdrawalFee: 'die Stake-Auszahlungsgebühr wird auf {percent} % gesetzt',
  manageStakeOnItsWay:
    'Ein Stake ist in dieser Epoche bereits auf dem Weg zum Validator {vote}: Er wird in der nächsten Epoche aktiv. Staken Sie nach dem Update dieser Epoche mehr bei ihm.',
  manageStakeBelowLeast: 'Ein Stake aus der Reserve muss mindestens {least} SOL betragen (die Mindestdelegation des Stake-Programms).',
  manageStakeAboveReserve:
    'Die Reserve kann jetzt höchstens {most} SOL staken: Sie behält ihre eigene Miete und zahlt {rent} SOL Miete für den Stake auf dem Weg, die sie beim nächsten Update zurückerhält. {amount} SOL ist mehr.',
  manageStepStakeReserve: '{amount} SOL aus der Reserve werden beim Validator {vote} gestakt',
  manageStakeActivates:
    'Der Stake wird in der nächsten Epoche aktiv; das Update dieser Epoche fügt ihn dem Stake des Validators hinzu, und ab dann bringt er Belohnungen.',
  manageStepHarvest: '{amount} werden auf Ihr eigenes Token-Konto verschoben',
  manageSummaryOne: 'Sie signieren 1 Transaktion, mit höchstens {fees} SOL Netzwerkgebühren und {deposits} SOL Kontoeinlagen.',
  manageSummary: 'Sie signieren {count} Transaktionen, mit höchstens {fees} SOL Netzwerkgebühren und {deposits} SOL Kontoeinlagen.',
  manageTakesEffectNow: 'Die neue Gebühr gilt sofort.',
  manageTakesEffectEpoch: 'Die neue Gebühr gilt ab Epoche {epoch}, nach deren Aktualisierung: Bis dahin sehen Staker sie kommen.',
  manageRemovalLater:
    'Der Stake des Validators endet jetzt; bei der Aktualisierung der nächsten Epoche kehren seine SOL in die Reserve zurück und der Validator verlässt die Liste.',
  manageStepRefused:
    'Transaktion {step} von {steps} hat die Prüfung auf dem Solana-RPC nicht bestanden und wurde daher nicht an Ihre Wallet gesendet.',
  manageCancelled: 'In Ihrer Wallet abgebrochen. Was ausgeführt wurde, bleibt; tun Sie es erneut, um dort fortzufahren, wo es aufhörte.',
  manageStopped: 'Vor der nächsten Signatur angehalten. Tun Sie es erneut, um dort fortzufahren, wo es aufhörte.',
  manageStuck: 'Der Solana-RPC zeigt die bestätigten Transaktionen noch nicht. Tun Sie es gleich noch einmal, um fortzufahren.',
};
