import { SESSION_KEEP_DAYS, SESSION_SHORT_HOURS } from '@cc/shared/auth/auth.schemas';
import type { PrivacyNotice } from './sections';

/** Die Datenschutzerklärung auf Deutsch (Quelle: docs/PRIVACY.md). */
export const de: PrivacyNotice = {
  title: 'Datenschutzerklärung',
  intro:
    'Diese Erklärung beschreibt, welche personenbezogenen Daten diese Plattform speichert, wenn Sie an einer Charity Challenge teilnehmen, wozu, wer sie sehen kann und wie lange sie aufbewahrt werden. Sie beschreibt die Plattform, wie sie arbeitet; verantwortlich für die Verarbeitung ist die Organisation, die sie betreibt.',
  imprint: 'Impressum',
  operatorNotice: {
    text: 'Die Organisation, die diese Plattform betreibt, veröffentlicht eine eigene Datenschutzerklärung.',
    link: 'Datenschutzerklärung des Betreibers öffnen',
  },
  sections: [
    {
      id: 'controller',
      title: 'Verantwortliche Stelle',
      blocks: [
        'Verantwortlicher im Sinne von Art. 4 Nr. 7 DSGVO ist die Organisation, die diese Plattform betreibt und Sie zur Teilnahme eingeladen hat; Name, Anschrift und Kontakt stehen im Impressum. Fragen zu Ihren Daten und Anliegen zu Ihren Rechten richten Sie bitte an diesen Kontakt.',
      ],
    },
    {
      id: 'account',
      title: 'Ihr Konto',
      blocks: [
        'Wenn Sie sich registrieren und Ihr Profil ausfüllen, speichern wir:',
        [
          'Vor- und Nachnamen, Anzeigenamen, E-Mail-Adresse, Land und Ihre Teilnahmeart (Benutzertyp); Geschlecht und Firma, wenn Sie sie angeben',
          'Ihr Team, Ihre Sprache, Ihre Einheit für Strecken, Ihre Aktivitätsart, Ihr Profilbild und Ihre Privatsphäre-Einstellungen',
          'Ihr Passwort nur als Einweg-Hash (argon2id), aus dem sich das Passwort nicht zurückgewinnen lässt',
          'den Zustand Ihres Kontos: wann Ihre E-Mail-Adresse bestätigt wurde, ob das Konto aktiv ist, fehlgeschlagene Anmeldeversuche und eine vorübergehende Sperre nach zu vielen, und ob Sie Ihre erste Anmeldung abgeschlossen haben',
          `zu jeder Anmeldung einen Eintrag (ein Hash des Sitzungsschlüssels und sein Ablauf: ${SESSION_KEEP_DAYS} Tage mit „Angemeldet bleiben“, sonst ${SESSION_SHORT_HOURS} Stunden)`,
          'zu den Links, die wir Ihnen per E-Mail senden, nur einen Hash und den Ablauf (Bestätigung 24 Stunden, Passwort-Zurücksetzen 30 Minuten)',
          'wenn die Plattform die Anmeldung mit Ihrem Firmenkonto anbietet und Sie sie nutzen: mit welchem Firmenkonto Sie sich angemeldet haben (der Anmeldedienst Ihres Unternehmens und seine Kennung für Sie), ob diese Anmeldung Ihr Konto angelegt oder mit einem bestehenden verbunden hat, wann, und Ihre letzte solche Anmeldung; der Dienst Ihres Unternehmens übermittelt uns Ihren Namen, Ihre E-Mail-Adresse und Ihre Sprache, nie Ihr Passwort dort',
        ],
        'Wir brauchen diese Daten, um Ihr Konto zu führen und Sie anzumelden (Art. 6 Abs. 1 lit. b DSGVO, die Nutzungsbedingungen).',
      ],
    },
    {
      id: 'activities',
      title: 'Aktivitäten, Fotos, Kommentare und Likes',
      blocks: [
        [
          'die Aktivitäten, die Sie erfassen: Challenge, Tag, Strecke (in Kilometern und Meilen) und Ihre Notiz',
          'Ihre Fotos: beim Hochladen umgewandelt, wobei versteckte Metadaten wie der Aufnahmeort (EXIF, GPS) entfernt werden; sie werden nur unter Adressen ausgeliefert, die innerhalb von zwei Stunden ungültig werden',
          'die Challenges, an denen Sie teilnehmen, und seit wann, Ihre Gesamtstrecke und die Zahl Ihrer Aktivitäten, aus denen die Ranglisten und die Gesamtsummen der Challenges berechnet werden',
          'die Kommentare, die Sie schreiben, und die Likes, die Sie vergeben',
          'Fairplay: eine freiwillige Dauer jeder Aktivität; die Gründe der Prüfungen, eine Aktivität zu markieren oder zurückzuhalten, mit den Zahlen dahinter; ein Fingerabdruck (SHA-256) jedes Fotos und der Tag, an dem es aufgenommen wurde, gelesen bevor die Metadaten entfernt werden, um ein doppelt verwendetes oder an einem anderen Tag aufgenommenes Foto zu erkennen; und die Entscheidungen der Organisation mit ihren Gründen, als Nachweis aufbewahrt',
        ],
        'Das ist die Challenge selbst (Art. 6 Abs. 1 lit. b DSGVO); die Fairplay-Prüfungen halten ihre Summen, Ranglisten und Spenden für alle fair (Art. 6 Abs. 1 lit. f DSGVO).',
      ],
    },
    {
      id: 'social',
      title: 'Freunde, Mitteilungen und Push-Nachrichten',
      blocks: [
        [
          'Freundschaftsanfragen und Freundschaften: zwischen wem, ihr Stand und seit wann',
          'Ihre Mitteilungen: Art und Text, wer sie ausgelöst hat (zum Beispiel ein Like) und ob Sie sie gelesen haben',
          'wenn Sie in Ihrem Browser Push-Nachrichten erlauben: die Adresse Ihres Browsers bei seinem Push-Dienst und die Schlüssel, mit denen Nachrichten für ihn verschlüsselt werden',
        ],
        'Push-Nachrichten laufen verschlüsselt über den Push-Dienst Ihres Browserherstellers (zum Beispiel Google, Mozilla, Apple oder Microsoft). Sie setzen Ihre Einwilligung voraus (Art. 6 Abs. 1 lit. a DSGVO), die Sie widerrufen, indem Sie Mitteilungen im Browser blockieren oder sich abmelden; die Abmeldung beendet das Abonnement dieses Geräts.',
      ],
    },
    {
      id: 'visibility',
      title: 'Wer was sieht',
      blocks: [
        'In Ihrem Profil legen Sie fest, wer Ihre Aktivitäten sehen darf und wer die Fotos und Kommentare Ihrer Beiträge:',
        [
          'Öffentlich: alle angemeldeten Teilnehmenden',
          'Freunde: Ihre Freunde und Sie',
          'Privat: nur Sie',
        ],
        'Alle Teilnehmenden zählen in den Ranglisten. Sind Sie auf Privat gestellt, sehen andere Sie in Ranglisten, Freundeslisten, bei Ihren Likes und Kommentaren und in ihren Mitteilungen als „Anonym“ und finden Sie nicht in der Suche. Eine Freundschaftsanfrage zeigt Ihren Namen nur, wenn Sie öffentlich sind. Ein deaktiviertes Konto ist für andere Teilnehmende verborgen.',
        'Die Administratorinnen und Administratoren der Plattform sehen die Profildaten aller Konten (nie das Passwort), die Teilnahmen und die Strecken und können sie als Tabellen exportieren. Sie können Konten deaktivieren und löschen.',
      ],
    },
    {
      id: 'fundraising',
      title: 'Spenden',
      blocks: [
        'Sammelt eine Challenge Spenden für einen guten Zweck, speichern wir die Zusagen der Sponsoren, wie die Organisatoren sie eintragen: Name und Kontakt-E-Mail des Sponsors (nur für Administratorinnen und Administratoren sichtbar), Betrag pro Kilometer, Festbetrag, Verdopplung und Obergrenze, bei einer Zusage für die Kilometer einer Person deren Konto; dazu die eingetragenen Zahlungen und die abgeschlossenen Abrechnungen.',
        'Der Spendenstand wird aus den bereits gezählten Kilometern berechnet. Eine Zusage für eine Person nennt diese anderen so, wie die Ranglisten es tun (privat: „Anonym“). Wird ein Konto gelöscht, behalten abgeschlossene Abrechnungen die Beträge, aber nicht mehr den Namen.',
      ],
    },
    {
      id: 'communications',
      title: 'Nachrichten der Organisatoren',
      blocks: [
        'Administratorinnen und Administratoren können Nachrichten als Mitteilung in der App (mit Push-Nachricht) oder per E-Mail senden: an alle, an die Teilnehmenden einer Challenge, an ausgewählte Personen oder an eingegebene E-Mail-Adressen. Gespeichert werden die Nachricht, an wen sie geht, und je Empfänger das Konto oder die E-Mail-Adresse, die Sprache und ob sie zugestellt wurde. Auch der oben in den Neuigkeiten angeheftete Hinweis wird gespeichert.',
        'E-Mails (diese Nachrichten, Adressbestätigungen, Passwort-Zurücksetzen) werden über den Mailserver des Betreibers versendet.',
      ],
    },
    {
      id: 'technical',
      title: 'Technische Daten',
      blocks: [
        [
          'Server-Protokolle: zu jeder Anfrage Zeit, aufgerufene Adresse, Ergebnis, Dauer, eine Anfragenummer und die IP-Adresse Ihres Geräts; Passwörter, Sitzungsschlüssel und ähnliche Geheimnisse werden nie geschrieben',
          'Schutz vor Missbrauch: die Zahl der Anfragen je IP-Adresse an Registrierung, Anmeldung und Passwort-Zurücksetzen und der Kommentare je Konto, jeweils für eine Minute gezählt',
          'wenn Ihre App eine Aktivität nach einem Verbindungsabbruch erneut sendet, die erste Antwort, damit nichts doppelt gespeichert wird',
          'die Warteschlange der Hintergrundarbeiten (Versand von Nachrichten und Push-Nachrichten), die Konten nur über ihre Nummer nennt',
        ],
        'Wir verarbeiten diese Daten, um die Plattform sicher zu betreiben (Art. 6 Abs. 1 lit. f DSGVO). Die Plattform verwendet kein Tracking, keine Analysewerkzeuge und keine Cookies und lädt nichts von anderen Websites.',
      ],
    },
    {
      id: 'device',
      title: 'Auf Ihrem Gerät',
      blocks: [
        'Ihr Browser speichert Ihren Sitzungsschlüssel und seinen Ablauf, Ihre Kontonummer und Rolle, Ihre Sprache und den gewählten Reiter der Neuigkeiten; für die Nutzung ohne Verbindung Kopien der Seiten, die Sie geöffnet haben, und offline erfasste Aktivitäten mit ihren Fotos, bis sie gesendet sind. Die Abmeldung löscht all das bis auf die Sprache und noch nicht gesendete Aktivitäten.',
      ],
    },
    {
      id: 'recipients',
      title: 'Wer Daten erhält',
      blocks: [
        'Ihre Daten werden nicht verkauft und nicht für Werbung weitergegeben. Für den Betrieb der Plattform setzt der Betreiber weisungsgebundene Dienstleister ein: Hosting (Server, Datenbank, Dateispeicher), den E-Mail-Anbieter und, nur wenn Sie Push-Nachrichten erlauben, den Push-Dienst Ihres Browserherstellers, der seinen Sitz außerhalb der EU haben kann.',
      ],
    },
    {
      id: 'retention',
      title: 'Wie lange wir Ihre Daten speichern',
      blocks: [
        'Ihr Konto und alles darin bleiben gespeichert, bis Sie es löschen (Profil, „Konto löschen“) oder eine Administratorin oder ein Administrator es löscht. Das Löschen entfernt Ihr Profil, Ihre Aktivitäten, Fotos, Kommentare, Likes, Freundschaften, Mitteilungen, Anmeldungen und Push-Abonnements und nimmt Ihre Strecken aus den Gesamtsummen und Ranglisten der Challenges. Einzelne Aktivitäten, Fotos, Ihr Profilbild, Likes und Mitteilungen können Sie jederzeit selbst löschen; Ihre Kommentare gehen mit Ihrem Konto.',
        'Einmal täglich löscht die Plattform, was nicht mehr gebraucht wird, nach diesen Fristen (der Betreiber kann sie ändern und nennt sie dann in seiner eigenen Datenschutzerklärung):',
        [
          'E-Mail-Links (Bestätigung, Passwort zurücksetzen) und begonnene Anmeldungen mit dem Firmenkonto: 24 Stunden nach ihrem Ablauf',
          'Anmeldungen: 30 Tage nach ihrem Ablauf',
          'das Push-Abonnement eines Browsers: sobald 30 Tage lang niemand in Ihrem Konto angemeldet war (Ihr Browser abonniert bei Ihrer nächsten Anmeldung neu); sofort, wenn sein Push-Dienst meldet, dass es nicht mehr besteht',
          'die erste Antwort auf einen Schreibvorgang, den Ihre App erneut gesendet hat: nach 24 Stunden',
          'die Zähler zum Schutz vor Missbrauch: wenn ihre Minute abgelaufen ist',
          'Einträge zu Hintergrundarbeiten: 7 Tage nach deren Ende',
          'gelesene Mitteilungen: 180 Tage nachdem Sie sie gelesen haben; ungelesene bleiben, bis Sie sie löschen',
          'das Protokoll der Handlungen von Administratorinnen und Administratoren, das Ihr Konto und die Änderungen daran nennen kann: nach 2 Jahren',
        ],
        'Nicht automatisch gelöscht werden:',
        [
          'Konten, deren E-Mail-Adresse nie bestätigt wurde, und deaktivierte Konten',
          'Nachrichten der Organisatoren mit ihrer Empfängerliste, auch eingegebenen E-Mail-Adressen, bis eine Administratorin oder ein Administrator sie löscht',
          'Server-Protokolle, die der Betreiber so lange aufbewahrt, wie sein Hosting es vorsieht',
        ],
      ],
    },
    {
      id: 'rights',
      title: 'Ihre Rechte',
      blocks: [
        'Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16; die meisten Daten können Sie in Ihrem Profil ändern), Löschung (Art. 17; „Konto löschen“ in Ihrem Profil oder über den Support, wie die Nutzungsbedingungen es vorsehen), Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch (Art. 21), und Sie können eine Einwilligung jederzeit widerrufen. Wenden Sie sich an den im Impressum genannten Betreiber.',
        'Außerdem haben Sie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO).',
      ],
    },
  ],
};
