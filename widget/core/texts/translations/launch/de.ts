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
  launchSubmittedNote:
    'Auf Solana existiert noch nichts: Diese Schaltfläche hält das Formular nur auf dieser Seite fest. Um den Pool wirklich anzulegen, verbinden Sie eine Wallet und drücken Sie Create on Solana.',
  launchSummary:
    'Sie signieren {count} Transaktionen; etwa {deposits} SOL gehen in Kontoeinlagen; {back} SOL kommen als {symbol} zu Ihnen zurück.',
  launchSummaryMost:
    'Höchstens {total} SOL verlassen Ihre Wallet, davon bis zu {metaplex} SOL für Metaplex und {fees} SOL Netzwerkgebühren.',
  launchDetails: 'Die Einzelheiten: jede Transaktion und die Konten, die sie anlegt',
  launchTermDeposit:
    'Kontoeinlage (Rent): die SOL, die ein Konto halten muss, um auf Solana zu bestehen. Sie bleiben im Konto; es ist keine Gebühr.',
  launchTermNetworkFee: 'Netzwerkgebühr: was Solana für die Verarbeitung einer Transaktion berechnet.',
  launchTermMetaplex: 'Metaplex-Anlagegebühr: Metaplex, das Name und Symbol des Tokens führt, erhebt sie einmal und behält sie.',
  launchTermReserve: 'Reserve-Stake-Konto: hält die SOL des Pools, die noch nicht gestakt sind; schnelle Ausstiege werden daraus bezahlt.',
  launchTermMint: 'Mint des Pool-Tokens: erzeugt {symbol}; nur der Pool kann mehr erzeugen.',
  launchTermManagerFee: 'Gebührenkonto (Ihres): Hier kommt Ihre Epochengebühr an, in {symbol}.',
  launchTermValidatorList:
    'Validatorenliste: die Validatoren, bei denen der Pool stakt; je mehr sie fassen kann, desto größer ihre Einlage.',
  launchTermPool: 'Stake-Pool: der Pool selbst, mit seinen Gebühren, seinen Summen und Ihnen als Verwalter.',
  launchTermMetadata: 'Token-Metadaten: Name, Symbol und Link, die Wallets für {symbol} zeigen.',
  launchTermWalletTokenAccount: 'Ihr Token-Konto: hält die {symbol}, die Ihre erste Einzahlung kauft.',
  launchTermValidatorStake: 'Stake-Konto des Validators: der Stake des Pools bei Ihrem Validator, aus Ihrer ersten Einzahlung.',
  launchStatusDone: 'erledigt',
  launchStatusChecking: 'wird geprüft',
  launchStatusSigning: 'wartet auf Ihre Wallet',
  launchStatusConfirming: 'wird bestätigt',
  launchStatusWaiting: 'wartet',
  launchStatusStopped: 'hier angehalten',
  launchLive: 'Ihr Pool ist live.',
  launchStakeInto: 'In {symbol} staken',
  launchNextTitle: 'Wie es weitergeht',
  launchNextListing:
    'Um neben den anderen Projekten gelistet zu werden, senden Sie die Mint-Adresse ({mint}), Name, Symbol, einen Logo-Link und Ihre Website an die Betreuer der öffentlichen LST-Liste: ein neues Issue unter github.com/igneous-labs/sanctum-lst-list (eine einfache Nachricht, kein Code). Bis dahin erreichen Staker den Pool über seine Seite oder Ihr Snippet.',
  launchNotStored:
    'Nirgends gespeichert: die Verkäufergebühr ({fee} Basispunkte), die Creator und die Adresse des Ursprungstokens ({origin}). Der Token eines Stake-Pools hat auf Solana keinen Platz dafür (seine Metadaten setzen die Verkäufergebühr auf 0 und keine Creator, und ein Pool hält keinen anderen Token), also bleiben sie in diesem Formular und sind weg, wenn Sie die Seite verlassen. Auf Solana gespeichert: Name, Symbol und Metadaten-URI in den Metadaten des Tokens, und die Bedingungen des Pools im Pool.',
  launchSnippetDemo:
    'In der Demo lebt Ihr Pool nur in der Demo-Chain dieser Seite. Dieses Snippet lädt das Try-it-Skript: Es bringt die Demo-Dienste und eine Burner-Wallet in die Seite, in die Sie es einfügen, und startet dort seine Demo-Chain mit einer Kopie Ihres Pools (Adressen, Name und Gebühren), sodass die Karte mit pool= überall hineinstakt. Nichts erreicht Solana. Auf Solana ist Ihr Snippet lst-stake.js und das Element allein.',
  launchSnippetReal:
    'Fügen Sie es in eine beliebige Seite ein: Die Karte stakt sofort in Ihren Pool (das Attribut pool=), auch wenn noch keine öffentliche Liste ihn nennt.',
  launchEarlierFees:
    'Ihre Wallet hat schon einen Pool unter {pool} mit anderen Gebühren begonnen: Epoche {epoch} %, Einzahlung {deposit} %, Auszahlung {withdrawal} %, Empfehlungsanteil {referral} %. Eine Wallet startet einen Pool: Wählen Sie dieselben Bedingungen, um ihn fortzusetzen, oder starten Sie mit einer anderen Wallet.',
  launchEarlierSize:
    'Ihre Wallet hat schon einen Pool unter {pool} mit Platz für {max} Validatoren begonnen. Eine Wallet startet einen Pool: Wählen Sie dieselben Bedingungen, um ihn fortzusetzen, oder starten Sie mit einer anderen Wallet.',
  launchEarlierValidator:
    'Ihre Wallet hat schon einen Pool unter {pool} begonnen, der beim Validator {vote} stakt. Eine Wallet startet einen Pool: Wählen Sie dieselben Bedingungen, um ihn fortzusetzen, oder starten Sie mit einer anderen Wallet.',
  launchEarlierToken:
    'Ihre Wallet hat schon einen Pool unter {pool} begonnen, dessen Token {name} ({symbol}) unter {uri} ist. Eine Wallet startet einen Pool: Wählen Sie dieselben Bedingungen, um ihn fortzusetzen, oder starten Sie mit einer anderen Wallet.',
};
