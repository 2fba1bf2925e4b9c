import type { LaunchKey } from '../../launchEnglish';

/** The launch page's texts in German (Deutsch), formal as the card's German. A chunk of its own: only the launch loads it. */
export const launchTranslation: Record<LaunchKey, string> = {
  launchNameTooLong: 'Der Name ist {bytes} Bytes lang; Metaplex erlaubt höchstens {limit} Bytes (ein Buchstabe mit Akzent zählt doppelt).',
  launchSymbolTooLong: 'Das Symbol ist {bytes} Bytes lang; Metaplex erlaubt höchstens {limit} Bytes.',
  launchUriTooLong: 'Die URI ist {bytes} Bytes lang; Metaplex erlaubt höchstens {limit} Bytes.',
  launchFeeInvalid: 'Jede Gebühr muss ein Anteil von 0 % bis 100 % sein.',
  launchReferralInvalid: 'Der Empfehlungsanteil muss ein ganzer Prozentsatz von 0 bis 100 sein.',
  launchVoteInvalid: 'Das Vote-Konto des Validators ist keine Solana-Adresse.',
  launchVoteMissing: 'Unter {address} gibt es in diesem Netzwerk kein Vote-Konto.',
  launchMaxValidatorsInvalid: 'Die größte Zahl an Validatoren muss eine ganze Zahl von 1 bis {max} sein.',
  launchAddressInUse:
    'Die Adresse {address}, die der Start aus Ihrer Wallet ableitet, enthält bereits etwas anderes: Mit dieser Wallet ist der Start hier nicht möglich.',
  launchStepAccounts: 'Reserve, Token und Gebührenkonto werden angelegt',
  launchStepPool: 'der Pool wird angelegt',
  launchStepPoolDeposit: 'der Pool wird mit Ihrer ersten Einzahlung angelegt',
  launchStepMetadata: 'der Token wird benannt',
  launchStepDeposit: 'der Token wird benannt und Ihre erste Einzahlung gemacht',
  launchStepValidator: 'der Validator wird hinzugefügt',
  launchProgress: '{step} von {steps}: {title}',
  launchNotPlanned: 'Ihre Transaktion ist nicht der geplante Schritt des Starts.',
  launchSpendsOther: 'Sie würde {spent} SOL aus Ihrer Wallet nehmen; der Plan sieht {planned} SOL vor.',
  launchTokensOther: 'Sie würde Ihnen {got} des neuen Tokens geben; der Plan sieht {planned} vor.',
  launchAccountOther: 'Sie würde das Konto {address} anders hinterlassen als geplant.',
  launchStepRefused:
    'Schritt {step} von {steps} hat die Prüfung auf dem Solana-RPC nicht bestanden und wurde nicht an Ihre Wallet gesendet.',
  launchCancelled:
    'In Ihrer Wallet abgebrochen. Was schon ausgeführt wurde, bleibt; erstellen Sie erneut auf Solana, um dort weiterzumachen.',
  launchStopped: 'Der Start hat vor der nächsten Signatur angehalten. Erstellen Sie erneut auf Solana, um dort weiterzumachen.',
  launchStuck: 'Der Solana-RPC zeigt die bestätigten Schritte noch nicht. Erstellen Sie gleich erneut auf Solana, um weiterzumachen.',
  launchInsufficientSol:
    'Ihre Wallet enthält {balance} SOL; die verbleibenden Schritte brauchen {needed} SOL (Miete, Ihre erste Einzahlung und Gebühren).',
  launchRentNotCluster:
    'Der Solana-RPC nennt als Miete {rate} Lamports pro Byte und Jahr, befreit nach {years} Jahren, {burnt} % verbrannt; jeder Solana-Cluster hat 3480, 2 Jahre und 50 %. Nichts wurde signiert: Nutzen Sie einen RPC, dem Sie vertrauen.',
  launchPoolShared:
    'Jemand anderes hält {others} von {supply} Ihres Pools unter {pool}, geprägt vor Ihrer ersten Einzahlung: Eine Einzahlung jetzt könnte weniger wert sein, als Sie einzahlen. Nichts wurde signiert; starten Sie mit einer anderen Wallet.',
  launchEarlierFees:
    'Ihre Wallet hat schon einen Pool unter {pool} mit anderen Gebühren begonnen: Epoche {epoch} %, Einzahlung {deposit} %, Auszahlung {withdrawal} %, Empfehlungsanteil {referral} %. Eine Wallet startet einen Pool: Wählen Sie dieselben Bedingungen, um ihn fortzusetzen, oder starten Sie mit einer anderen Wallet.',
  launchEarlierSize:
    'Ihre Wallet hat schon einen Pool unter {pool} mit Platz für {max} Validatoren begonnen. Eine Wallet startet einen Pool: Wählen Sie dieselben Bedingungen, um ihn fortzusetzen, oder starten Sie mit einer anderen Wallet.',
  launchEarlierValidator:
    'Ihre Wallet hat schon einen Pool unter {pool} begonnen, der beim Validator {vote} stakt. Eine Wallet startet einen Pool: Wählen Sie dieselben Bedingungen, um ihn fortzusetzen, oder starten Sie mit einer anderen Wallet.',
  launchEarlierToken:
    'Ihre Wallet hat schon einen Pool unter {pool} begonnen, dessen Token {name} ({symbol}) unter {uri} ist. Eine Wallet startet einen Pool: Wählen Sie dieselben Bedingungen, um ihn fortzusetzen, oder starten Sie mit einer anderen Wallet.',
};
