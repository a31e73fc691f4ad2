// German words of the first screen: the same keys as en.ts (a missing or extra key is a type error; the unit test
// tests/unit/renderer/locale/i18n-catalogues.test.ts also checks that every {param} of en.ts is kept). The German
// words of the later screens are in ./parts, beside their English.
import type { FirstScreenKey } from './en';

export const de: Record<FirstScreenKey, string> = {
  'app.name': 'XYZ Wallet',
  'nav.dashboard': 'Übersicht',
  'nav.tokens': 'Token',
  'nav.history': 'Verlauf',
  'nav.send': 'Senden',
  'nav.receive': 'Empfangen',
  'nav.stake': 'Staking',
  'nav.governance': 'Governance',
  'nav.permissions': 'Berechtigungen',
  'nav.bridge': 'Bridge-Auszahlung',
  'nav.offline': 'Offline & Sicherung',
  'nav.multisig': 'Gemeinsame Konten',
  'nav.connect': 'Verbundene Apps',
  'account.sharedBadge': '{k} von {n}',
  'account.sharedStrip':
    'Gemeinsames Konto: Jede Transaktion ist ein Vorschlag, den die Mitglieder signieren.',
  'account.sharedProposals': 'Vorschläge',
  'nav.settings': 'Einstellungen',
  'nav.about': 'Über',
  'nav.lock': 'Sperren',
  'nav.main': 'Hauptnavigation',
  'common.back': 'Zurück',
  'common.cancel': 'Abbrechen',
  'common.confirm': 'Bestätigen',
  'common.continue': 'Weiter',
  'common.save': 'Speichern',
  'common.copy': 'Kopieren',
  'common.copied': 'Kopiert',
  'common.loading': 'Wird geladen…',
  'common.retry': 'Erneut versuchen',
  'common.details': 'Technische Details',
  'common.close': 'Schließen',
  'common.none': 'Noch nichts vorhanden.',
  'common.watchOnly': 'Nur beobachten: Dieses Konto kann angezeigt, aber nicht signiert werden.',
  'status.unreachable': 'Der Knoten ist nicht erreichbar. Es werden zwischengespeicherte Daten angezeigt.',
  'status.syncing': 'Der Knoten synchronisiert noch: Ergebnisse können veraltet sein.',
  'status.mismatch':
    'Der Knoten meldet die Chain-ID {actual}, dieses Netzwerk erwartet aber {expected}. Signieren ist deaktiviert.',
  'status.dialectMismatch':
    'Der Knoten antwortet mit {actual}, aber dieses Netzwerk erwartet {expected}. Signieren ist deaktiviert: Ändern Sie die Modulnamen des Netzwerks in den Einstellungen.',
  'dialect.spec': 'XYZ-Chain-Namen (ledger / ledgerwasm)',
  'dialect.cosmos': 'Standard-Cosmos-SDK-Namen (cosmos / cosmwasm)',
  'status.offline': 'Knoten nicht erreichbar – Daten vom {time} werden angezeigt.',
  'status.neverSynced': 'Knoten nicht erreichbar – noch keine Daten zwischengespeichert.',
  'status.sync': 'Synchronisiere {kind}… {progress}',
  'status.ok': 'Verbunden',
  'status.short.syncing': 'Synchronisiert',
  'status.short.mismatch': 'Falsche Chain',
  'status.short.dialectMismatch': 'Falsche Modulnamen',
  'status.short.unreachable': 'Nicht erreichbar',
  'status.height': 'Block {height}',
  'status.pending.one': '{count} Transaktion wartet auf einen Block',
  'status.pending.other': '{count} Transaktionen warten auf einen Block',
  'status.updated': 'Aktualisiert {age}',
  'ledger.error.not_connected':
    'Kein Ledger gefunden. Schließen Sie ihn mit einem USB-Datenkabel an und entsperren Sie ihn.',
  'ledger.error.permission_denied':
    'Dieser Computer erlaubt der Wallet keinen Zugriff auf den Ledger (USB-Berechtigung).',
  'ledger.error.usb_unavailable':
    'Die USB-Unterstützung konnte auf diesem Computer nicht geladen werden, daher kann hier kein Ledger verwendet werden.',
  'ledger.error.locked':
    'Ihr Ledger ist gesperrt. Geben Sie Ihre PIN auf dem Gerät ein und versuchen Sie es erneut.',
  'ledger.error.wrong_app':
    'Öffnen Sie die Cosmos-App auf Ihrem Ledger (eine andere App oder das Hauptmenü ist geöffnet) und versuchen Sie es erneut.',
  'ledger.error.app_too_old':
    'Die Cosmos-App auf Ihrem Ledger hat Version {appVersion}; Version {minVersion} oder neuer wird benötigt. Aktualisieren Sie sie in Ledger Live.',
  'ledger.error.rejected': 'Sie haben auf dem Ledger abgelehnt. Es wurde nichts signiert oder gesendet.',
  'ledger.error.disconnected':
    'Die Verbindung zum Ledger wurde getrennt. Schließen Sie ihn wieder an, öffnen Sie die Cosmos-App und versuchen Sie es erneut.',
  'ledger.error.busy':
    'Der Ledger ist mit einer anderen Anfrage beschäftigt (oder eine andere App wie Ledger Live verwendet ihn). Schließen Sie diese ab und versuchen Sie es erneut.',
  'ledger.error.timeout':
    'Der Ledger hat nicht rechtzeitig geantwortet. Prüfen Sie das Gerät und versuchen Sie es erneut.',
  'ledger.error.cancelled': 'Abgebrochen. Es wurde nichts signiert.',
  'ledger.error.wrong_device':
    'Dieser Ledger enthält dieses Konto nicht (anderes Gerät, andere Wiederherstellungsphrase oder Passphrase). Verbinden Sie den richtigen Ledger.',
  'ledger.error.too_large':
    'Diese Transaktion ist zu groß für die Cosmos-App des Ledgers ({limit}: {actual} von höchstens {max}). Teilen Sie sie auf oder kürzen Sie das Memo.',
  'ledger.error.invalid_data':
    'Die Cosmos-App hat die Daten dieser Transaktion abgelehnt. Es wurde nichts signiert.',
  'ledger.error.unknown':
    'Der Ledger hat mit einem unerwarteten Fehler geantwortet. Verbinden Sie ihn neu und versuchen Sie es erneut.',
  'name.empty': 'Geben Sie einen Namen ein.',
  'name.deceptive': 'Namen dürfen keine versteckten, richtungsändernden oder Steuerzeichen enthalten.',
  'unlock.title': 'Wallet entsperren',
  'unlock.password': 'Passwort',
  'unlock.submit': 'Entsperren',
  'unlock.wait': 'Zu viele Versuche. Versuchen Sie es in {seconds} s erneut.',
  'dashboard.title': 'Übersicht',
  'dashboard.balance': 'Gesamtguthaben',
  'dashboard.locked': 'Gesperrt',
  'dashboard.unbonding': 'Im Unbonding',
  'dashboard.rewards': 'Abholbare Belohnungen',
  'dashboard.tokens': 'Token',
  'dashboard.spendable': 'Verfügbar',
  'dashboard.total': 'Gesamt',
  'dashboard.staked': 'Gestakt',
  'dashboard.holdings': 'Token-Bestände',
  'dashboard.noHoldings': 'Noch keine Token. Sehen Sie sich die Token an, um welche zu kaufen.',
  'dashboard.recent': 'Letzte Aktivität',
  'dashboard.noActivity': 'Noch keine Transaktionen. Empfangen Sie XYZ, um loszulegen.',
  'dashboard.node': 'Knoten',
  'dashboard.viewAll': 'Alle anzeigen',
  'dashboard.refresh': 'Aktualisieren',
  'dashboard.price': '1 XYZ = {price}',
  'txstatus.signing': 'Wird signiert',
  'txstatus.broadcasting': 'Wird gesendet',
  'txstatus.pending': 'Ausstehend',
  'txstatus.included': 'Aufgenommen',
  'txstatus.failed': 'Fehlgeschlagen',
  'txstatus.unknown': 'Unbekannt',
  'txstatus.dropped': 'Nicht aufgenommen',
  'history.failed': 'Fehlgeschlagen',
  'history.success': 'Erfolgreich',
  'history.pending': 'Ausstehend',
  'history.fee': 'Gebühr {fee}',
  'history.feeBySender': 'Absender zahlte {fee} Gebühr',
  'type.send': 'Senden',
  'type.receive': 'Empfangen',
  'type.delegate': 'Delegieren',
  'type.contract': 'Vertrag',
  'type.buy': 'Kauf',
  'type.swap': 'Tausch',
  'type.tokenSend': 'Token senden / verkaufen',
  'type.tokenTransfer': 'Token-Überweisung',
  'type.createToken': 'Token erstellen',
  'type.instantiate': 'Vertrag erstellen',
  'type.bridge': 'Bridge-Auszahlung',
  'type.other': 'Sonstiges',
  'warning.look_alike':
    'Sie haben diese Adresse noch nie verwendet, aber sie sieht einer Ihrer Adressen ähnlich (gleiche erste und letzte Zeichen). Betrüger senden Kleinstbeträge von ähnlich aussehenden Adressen, damit Sie die falsche kopieren: Vergleichen Sie jedes Zeichen.',
  'warning.self_send':
    'Das ist eines Ihrer eigenen Konten: Die XYZ bleiben in Ihrer Wallet, abzüglich der Gebühr.',
  'warning.contract_address':
    'Das ist eine Vertragsadresse. Eine einfache Überweisung gibt ihr XYZ, ohne sie aufzurufen, und der Vertrag kann sie womöglich nicht zurückgeben.',
  'warning.slippage_high':
    'Eine Slippage-Grenze über 5 % lässt den Preis stark gegen Sie laufen, bevor der Handel scheitert.',
  'warning.slippage_very_high':
    'Eine Slippage-Grenze über 20 % kann Sie ein Fünftel des Handels oder mehr an Preisbewegungen oder Front-Running kosten.',
  'address.empty': 'Geben Sie eine Adresse ein.',
  'address.prefix': 'Adressen in diesem Netzwerk beginnen mit {prefix}1.',
  'address.invalid': 'Das ist keine gültige Adresse (auf Tippfehler prüfen).',
  'time.daysHours': '{days} T {hours} Std.',
  'time.hoursMinutes': '{hours} Std. {minutes} Min.',
  'time.minutes': '{minutes} Min.',
  'time.now': 'weniger als eine Minute',
  'gov.option.yes': 'Ja',
  'gov.option.no': 'Nein',
  'gov.option.abstain': 'Enthaltung',
  'gov.option.no_with_veto': 'Nein mit Veto',
  'bridge.title': 'Bridge-Auszahlung',
  'bridge.intro': 'Verbrennt XYZ hier und gibt sie auf der externen Chain frei. Das senkt das Gesamtangebot.',
  'bridge.external': 'Adresse auf der externen Chain',
  'bridge.externalEmpty': 'Geben Sie die Adresse auf der externen Chain ein.',
  'bridge.amount': 'Betrag (XYZ)',
  'receive.title': 'Empfangen',
  'receive.intro': 'Teilen Sie diese Adresse, um XYZ und Token auf {chain} zu empfangen.',
  'receive.copy': 'Adresse kopieren',
  'activity.title': 'Aktivität',
  'activity.open': 'Aktivität',
  'activity.unread.one': '{count} neu',
  'activity.unread.other': '{count} neu',
  'activity.empty':
    'In dieser Sitzung ist noch nichts passiert. Eingehende Beträge und Ihre abgeschlossenen Transaktionen erscheinen hier.',
  'activity.session': 'Diese Sitzung, neueste zuerst.',
  'activity.incoming': '{amount} erhalten',
  'activity.incomingBody': 'Von {from} an {account}',
  'activity.included': 'Transaktion aufgenommen',
  'activity.failed': 'Transaktion fehlgeschlagen',
  'activity.txBody': '{what} · {account}',
  'activity.tx': 'Transaktion {hash}',
  'activity.funds': 'Guthaben',
  'activity.someone': 'jemandem',
  'activity.yourAccount': 'Ihr Konto',
  'activity.showHistory': 'Verlauf öffnen',
  'settings.accounts': 'Konten',
  'settings.watchOnly': 'nur beobachten',
  'error.insufficient_funds': 'Nicht genug Guthaben für Betrag und Gebühr.',
  'error.out_of_gas':
    'Der Transaktion ging das Gas aus; die Gebühr wurde berechnet, sonst hat sich nichts geändert.',
  'error.insufficient_fee':
    'Die Gebühr liegt unter dem Netzwerkminimum. Wählen Sie eine höhere Gebührenstufe.',
  'error.sequence_mismatch':
    'Eine andere Transaktion dieses Kontos war schneller. Bitte versuchen Sie es erneut.',
  'error.unauthorized':
    'Die Signatur wurde vom Netzwerk abgelehnt (falscher Unterzeichner oder falsche Chain).',
  'error.tx_failed': 'Das Netzwerk hat die Transaktion abgelehnt.',
  'error.timeout':
    'Der Knoten hat nicht rechtzeitig geantwortet. Wenn Sie gesendet haben, prüfen Sie den Verlauf, bevor Sie es erneut versuchen.',
  'error.network': 'Der Knoten oder das Backend ist nicht erreichbar.',
  'error.bad_response': 'Der Knoten oder das Backend hat etwas geantwortet, das diese Wallet nicht versteht.',
  'error.name_is_address': 'Ein Kontaktname darf keine Adresse sein: Wählen Sie einen Namen.',
  'error.fee_allowance_missing': 'Dieses Konto hat keine Gebührenfreigabe von {granter}.',
  'error.fee_allowance_expired': 'Die Gebührenfreigabe von {granter} ist abgelaufen.',
  'error.fee_allowance_exceeded':
    'Die Gebühr ({fee}) ist höher als der Rest der Gebührenfreigabe von {granter} ({left}). Zahlen Sie die Gebühr von diesem Konto oder wählen Sie eine niedrigere Gebühr.',
  'error.fee_allowance_message_not_allowed':
    'Die Gebührenfreigabe von {granter} zahlt nicht für diese Art von Transaktion.',
  'error.response_too_large':
    'Der Knoten oder das Backend hat eine viel größere Antwort geschickt, als diese Anfrage braucht. Sie wurde abgelehnt; prüfen Sie die Netzwerkeinstellungen.',
  'error.wrong_password': 'Dieses Passwort ist nicht korrekt.',
  'error.throttled': 'Zu viele Versuche. Bitte warten Sie und versuchen Sie es erneut.',
  'error.locked': 'Die Wallet ist gesperrt.',
  'error.watch_only': 'Das ist ein Beobachtungskonto: Es kann nicht signieren.',
  'error.chain_id_mismatch': 'Der Knoten ist auf einer anderen Chain: Signieren ist deaktiviert.',
  'error.dialect_mismatch':
    'Der Knoten spricht andere Modulnamen als dieses Netzwerkprofil: Signieren ist deaktiviert.',
  'error.fileDialect':
    'Diese Datei wurde für ein Netzwerk mit {file} erstellt, das aktive Netzwerk verwendet aber {network}: Wählen Sie ein passendes Netzwerk oder erstellen Sie die Datei auf diesem neu.',
  'error.node_syncing': 'Der Knoten synchronisiert noch.',
  'error.keychain_unavailable':
    'Kein Schlüsselbund des Betriebssystems verfügbar: Geheimnisse können nicht gespeichert werden.',
  'error.native_module_mismatch':
    'Die Wallet-Datenbank lässt sich nicht öffnen: Ihr SQLite-Modul wurde für eine andere Laufzeit als diese App gebaut. Beenden Sie die App und führen Sie `npm start` erneut aus: Es baut das Modul für Electron neu.',
  'error.wasm': 'Der Vertrag hat die Transaktion abgelehnt.',
  'error.invalid_memo': 'Das Memo ist zu lang: {bytes} von höchstens {max} Bytes.',
  'error.approval_refused': 'Sie haben dies im Bestätigungsfenster abgelehnt. Es wurde nichts signiert.',
  'error.approval_locked': 'Die Wallet wurde gesperrt, bevor dies bestätigt wurde. Es wurde nichts signiert.',
  'error.approval_withdrawn':
    'Diese Anfrage wurde zurückgezogen, bevor sie bestätigt wurde. Es wurde nichts signiert.',
  'error.expired': 'Diese Prüfung ist abgelaufen. Bitte prüfen Sie die Transaktion erneut.',
  'error.broadcastRefused': 'Der Server hat das Senden der Transaktion abgelehnt. Es wurde nichts gesendet.',
  'txresult.contract_refused': 'Der Vertrag hat diese Transaktion abgelehnt: {reason}',
  'txresult.contract_would_refuse': 'Der Vertrag würde diese Transaktion ablehnen: {reason}',
  'error.simulationFailed':
    'Das Netzwerk würde diese Transaktion ablehnen (ihre Simulation ist fehlgeschlagen).',
  'txresult.memo_too_large': 'Das Memo ist zu lang für das Netzwerk (höchstens {max} Bytes).',
  'txresult.invalid_address': 'Das Netzwerk hat eine Adresse in dieser Transaktion abgelehnt.',
  'txresult.already_in_mempool':
    'Genau diese Transaktion wurde bereits übermittelt und wartet auf ihre Aufnahme.',
  'txresult.rejected': 'Das Netzwerk hat die Transaktion abgelehnt (Code {code}, {codespace}).',
  'txresult.next.retry_more_gas': 'Sie können es mit mehr Gas erneut versuchen.',
  'txresult.next.resync_sequence':
    'Die Kontosequenz ist weitergerückt (eine andere Transaktion wurde gesendet); prüfen Sie die Transaktion erneut.',
  'txstate.broadcasting': 'Wird gesendet…',
  'txstate.unknown':
    'Das Netzwerk hat nicht rechtzeitig geantwortet. Die Wallet prüft genau diese Transaktion weiter, bis sie abgeschlossen ist; sie kann höchstens einmal aufgenommen werden.',
  'txstate.dropped':
    'Nicht aufgenommen: Eine andere Transaktion hat ihren Platz eingenommen. Es wurde nichts ausgegeben.',
  'txstate.droppedExpired':
    'Nicht aufgenommen: Das Netzwerk hat ihre Frist ohne sie überschritten, sie kann nie mehr aufgenommen werden. Es wurde nichts ausgegeben.',
  'txstate.reviewAgain': 'Erneut prüfen',
  'txstate.reviewAgainHint': 'Eine neue Prüfung mit neuer Gebühr und Frist, die Sie erneut bestätigen.',
  'memo.bytes': '{bytes} / {max} Bytes',
  'warning.keychain_missing':
    'Kein Schlüsselbund des Betriebssystems verfügbar. Beobachtungskonten funktionieren; zum Erstellen, Importieren oder Entsperren von Schlüsseln ist ein Schlüsselbund nötig (XYZ Wallet speichert Schlüssel nie im Klartext).',
  'warning.cache_rebuilt':
    'Der lokale Zwischenspeicher war nicht verwendbar ({reason}) und wurde neu aufgebaut; er füllt sich aus dem Netzwerk wieder. Die alte Datei wurde als {keptAs} aufbewahrt.',
  'warning.settings_unreadable': 'Gespeicherte Einstellungen waren unlesbar; es gelten die Standardwerte.',
  'warning.setting_invalid': 'Die gespeicherte Einstellung „{key}“ war ungültig; es gilt der Standardwert.',
  'warning.network_profile_invalid':
    'Das gespeicherte Netzwerkprofil „{id}“ war ungültig ({problem}) und wurde ignoriert.',
  'warning.active_network_missing':
    'Das gewählte Netzwerk konnte nicht geladen werden; stattdessen wird das Devnet-Profil verwendet.',
  'warning.records_replaced':
    'Die Datei mit den Wallet-Daten war beschädigt ({reason}) und wurde ersetzt. Die beschädigte Datei wurde als {keptAs} aufbewahrt.',
  'warning.records_missing': 'Die Datei mit den Wallet-Daten fehlte und wurde neu angelegt.',
  'warning.accounts_recovered':
    '{count} Konto/Konten aus dem Schlüsselbund des Betriebssystems wiederhergestellt.',
  'warning.records_restored':
    '{contacts} Adressbucheintrag/-einträge, {networks} Netzwerkprofil(e) und {settings} Einstellung(en) aus der verschlüsselten Kopie wiederhergestellt.',
  'warning.records_not_restored':
    'Adressbuch, Einstellungen und eigene Netzwerke konnten nicht wiederhergestellt werden ({reason}); es gelten die Standardwerte.',
  'error.generic': 'Etwas ist schiefgelaufen.',
  'error.noCore': 'Der Wallet-Kern ist nicht verbunden (window.wallet fehlt).',
  // Keys added by the staking, Ledger-screens and result-code work (translated at merge).
  'type.undelegate': 'Delegierung auflösen',
  'type.redelegate': 'Umdelegieren',
  'type.claim': 'Belohnungen abholen',
  'type.vote': 'Abstimmen',
  'type.voteWeighted': 'Gewichtete Stimme',
  'line.delegate': '{amount} an {validator} delegiert',
  'line.undelegate': '{amount} von {validator} gelöst; der Betrag kommt nach der Unbonding-Frist zurück',
  'line.redelegate': '{amount} von {from} zu {to} umdelegiert',
  'line.claim': '{amount} Belohnungen von {validator} abgeholt',
  'line.claimUnknown': 'Belohnungen von {validator} abgeholt',
  'line.claimAll': '{amount} Belohnungen von {count} Validatoren abgeholt',
  'line.claimAllUnknown': 'Belohnungen von {count} Validatoren abgeholt',
  'line.validators': '{count} Validatoren',
  'line.vote': 'Bei Vorschlag #{id} mit {choice} abgestimmt',
  'line.voteWeighted': 'Geteilte Stimme bei Vorschlag #{id}: {choice}',
  'line.proposal': 'Vorschlag #{id} · {choice}',
  'txresult.validator_not_found':
    'Diesen Validator gibt es im Netzwerk nicht. Prüfen Sie die Adresse oder wählen Sie einen aus der Validatorenliste.',
  'txresult.no_delegation':
    'Sie haben bei diesem Validator keine Delegierung, es gibt also nichts aufzulösen oder zu verschieben.',
  'txresult.undelegate_too_much':
    'Das ist mehr, als Sie an diesen Validator delegiert haben. Geben Sie höchstens Ihren delegierten Betrag ein (Max füllt ihn ein).',
  'txresult.too_many_entries':
    'Bei diesem Validator laufen noch zu viele Auflösungen oder Umdelegierungen (höchstens 7). Warten Sie, bis eine abgeschlossen ist.',
  'txresult.self_redelegation':
    'Stake kann nicht zu dem Validator umdelegiert werden, bei dem er schon liegt. Wählen Sie einen anderen Validator.',
  'txresult.transitive_redelegation':
    'Dieser Stake kam durch eine noch nicht abgeschlossene Umdelegierung und kann erst danach erneut verschoben werden.',
  'txresult.proposal_not_voting':
    'Dieser Vorschlag ist nicht in seiner Abstimmungsphase, daher lehnt das Netzwerk Stimmen dazu ab.',
  'txresult.invalid_vote_option': 'Das Netzwerk akzeptiert diese Abstimmungsoption nicht.',
  // Token hygiene and the paged token list (translated at merge).
  'holdings.hideBelow': 'Token ausblenden mit Wert unter',
  'holdings.thresholdInvalid':
    'Geben Sie einen XYZ-Betrag ein, etwa 0,5 (oder lassen Sie das Feld leer für keine Grenze).',
  'holdings.unsolicited': 'Unaufgefordert',
  'holdings.unsolicitedHint':
    'Dieser Token kam an, ohne dass Sie je eine Transaktion dazu gesendet haben. Unaufgefordert gesendete Token sind oft Spam: Handeln Sie sie nicht und öffnen Sie keine Links aus ihren Namen.',
  'holdings.keep': 'Behalten',
  'token.impostor': 'Kein XYZ',
  'token.impostorHint':
    'Dieser Token nennt sich XYZ, ist aber nicht die XYZ-Münze: Jeder kann einen Token mit beliebigem Namen erstellen. Sein Wert ist nicht XYZ.',
  'holdings.hide': 'Ausblenden',
  'holdings.unhide': 'Anzeigen',
  'holdings.hidden': 'Ausgeblendet',
  'holdings.hiddenBelow': 'Unter Ihrer Grenze',
  'holdings.allHidden.one': '{count} Token ist ausgeblendet.',
  'holdings.allHidden.other': '{count} Token sind ausgeblendet.',
  'tokens.showHidden.one': 'Ausgeblendete anzeigen ({count})',
  'tokens.showHidden.other': 'Ausgeblendete anzeigen ({count})',
  'tokens.hide': '{name} ausblenden',
  'tokens.unhide': '{name} wieder anzeigen',
  // Live and honest: last update, USD in the review, unbonding completed (translated at merge).
  'status.lastUpdated': 'Zuletzt aktualisiert {age}',
  'activity.unbonded': 'Unbonding abgeschlossen: {amount}',
  'activity.unbondedBody': 'Von {validator} gelöst, wieder verfügbar in {account}',
  'activity.aValidator': 'einem Validator',
};
