import { currentFallbackLanguage } from "../../common/translations.js";

/**
 * Texts the server itself answers with, in every supported language. Keys are stable; the client
 * never compares these strings (it branches on error codes), it only shows them.
 */
export const SERVER_MESSAGES = {
  // A place as customers read it when its plan has no label mask of its own (label-mask.ts, defaultLabelMask):
  // placeholders as in masks, one text per combination of the parts the plan's name pattern or map gives it.
  "spaceLabel.sectionRowSeat": {
    en: "{section}, row {row}, seat {seat}",
    fi: "{section}, rivi {row}, paikka {seat}",
    sv: "{section}, rad {row}, plats {seat}",
  },
  "spaceLabel.rowSeat": { en: "Row {row}, seat {seat}", fi: "Rivi {row}, paikka {seat}", sv: "Rad {row}, plats {seat}" },
  "spaceLabel.typeSeat": { en: "{type} {seat}", fi: "{type} {seat}", sv: "{type} {seat}" },
  "spaceLabel.typeSection": { en: "{type} {section}", fi: "{type} {section}", sv: "{type} {section}" },
  "errors.badRequest": { en: "Bad Request", fi: "Virheellinen pyyntö", sv: "Felaktig begäran" },
  "errors.unauthorized": { en: "Unauthorized", fi: "Kirjautuminen vaaditaan", sv: "Inloggning krävs" },
  "errors.forbidden": { en: "Forbidden", fi: "Ei käyttöoikeutta", sv: "Åtkomst nekad" },
  "errors.notFound": { en: "Not Found", fi: "Ei löytynyt", sv: "Hittades inte" },
  "errors.methodNotAllowed": { en: "Method Not Allowed", fi: "Menetelmä ei ole sallittu", sv: "Metoden är inte tillåten" },
  "errors.tooManyRequests": { en: "Too many requests", fi: "Liian monta pyyntöä", sv: "För många förfrågningar" },
  "errors.internal": { en: "Internal server error", fi: "Palvelimen sisäinen virhe", sv: "Internt serverfel" },
  "errors.unavailable": {
    en: "The service is busy, try again in a moment",
    fi: "Palvelu on ruuhkautunut, yritä hetken kuluttua uudelleen",
    sv: "Tjänsten är överbelastad, försök igen om en stund",
  },
  "errors.payloadTooLarge": { en: "Request is too large", fi: "Pyyntö on liian suuri", sv: "Begäran är för stor" },
  "errors.graphqlExplorerOff": {
    en: "The GraphQL explorer is off (GRAPHQL_SANDBOX=true turns it on)",
    fi: "GraphQL-selain ei ole käytössä (GRAPHQL_SANDBOX=true ottaa sen käyttöön)",
    sv: "GraphQL-utforskaren är avstängd (GRAPHQL_SANDBOX=true slår på den)",
  },
  "errors.introspectionOff": {
    en: "The schema can be read here only when signed in or with an API token (GRAPHQL_SANDBOX=true opens it to everyone)",
    fi: "Skeeman voi lukea täällä vain kirjautuneena tai API-tunnisteella (GRAPHQL_SANDBOX=true avaa sen kaikille)",
    sv: "Schemat kan läsas här bara inloggad eller med en API-token (GRAPHQL_SANDBOX=true öppnar det för alla)",
  },
  "errors.malformedId": { en: "Malformed id", fi: "Virheellinen tunniste", sv: "Felaktig identifierare" },
  "errors.validation": { en: "Check the highlighted fields", fi: "Tarkista merkityt kentät", sv: "Kontrollera de markerade fälten" },
  "errors.unsupportedLanguage": { en: "Unsupported language", fi: "Kieltä ei tueta", sv: "Språket stöds inte" },
  "errors.csrfInvalid": {
    en: "Your session token is missing or out of date; reload the page and try again",
    fi: "Istuntotunniste puuttuu tai on vanhentunut; lataa sivu uudelleen ja yritä uudelleen",
    sv: "Sessionstoken saknas eller är inaktuell; ladda om sidan och försök igen",
  },
  "errors.tooManySubscriptions": {
    en: "Too many operations on this connection: at most {max} at once",
    fi: "Liian monta toimintoa tässä yhteydessä: enintään {max} kerrallaan",
    sv: "För många operationer på den här anslutningen: högst {max} samtidigt",
  },
  "errors.subscriptionOverHttp": {
    en: "Subscriptions run over the WebSocket at /graphql (graphql-ws), not over HTTP",
    fi: "Tilaukset toimivat WebSocket-yhteydellä osoitteessa /graphql (graphql-ws), eivät HTTP:llä",
    sv: "Prenumerationer körs över WebSocket på /graphql (graphql-ws), inte över HTTP",
  },
  "errors.operationUnknown": {
    en: "The document has no operation of that name (set operationName)",
    fi: "Dokumentissa ei ole sen nimistä operaatiota (aseta operationName)",
    sv: "Dokumentet har ingen operation med det namnet (ange operationName)",
  },
  "errors.queryTooDeep": {
    en: "Query is too deep: {depth} levels, at most {max} allowed",
    fi: "Kysely on liian syvä: {depth} tasoa, enintään {max} sallitaan",
    sv: "Frågan är för djup: {depth} nivåer, högst {max} tillåts",
  },
  "errors.queryTooManyFields": {
    en: "Query selects too many fields: {fields}, at most {max} allowed",
    fi: "Kysely valitsee liian monta kenttää: {fields}, enintään {max} sallitaan",
    sv: "Frågan väljer för många fält: {fields}, högst {max} tillåts",
  },
  "errors.queryTooExpensive": {
    en: "Query is too expensive: it costs {cost}, at most {max} allowed (every field costs 1, one that reads the database {read}; a list multiplies what it selects by its expected length)",
    fi: "Kysely on liian raskas: sen hinta on {cost}, enintään {max} sallitaan (jokainen kenttä maksaa 1, tietokantaa lukeva {read}; lista kertoo valintansa hinnan odotetulla pituudellaan)",
    sv: "Frågan är för kostsam: den kostar {cost}, högst {max} tillåts (varje fält kostar 1, ett som läser databasen {read}; en lista multiplicerar sitt urval med sin förväntade längd)",
  },
  "errors.queryTooManyReads": {
    en: "Query reads the database too often: more than {max} reads in one operation",
    fi: "Kysely lukee tietokantaa liian monta kertaa: yli {max} lukua yhdessä operaatiossa",
    sv: "Frågan läser databasen för många gånger: fler än {max} läsningar i en operation",
  },
  "errors.tooManyOperations": {
    en: "Too many GraphQL operations at once from your address: at most {max}; try again in a moment",
    fi: "Liian monta GraphQL-operaatiota yhtä aikaa osoitteestasi: enintään {max}; yritä hetken kuluttua uudelleen",
    sv: "För många GraphQL-operationer samtidigt från din adress: högst {max}; försök igen om en stund",
  },
  "export.address": { en: "Address", fi: "Osoite", sv: "Adress" },
  "export.amount": { en: "Amount", fi: "Määrä", sv: "Antal" },
  "export.bookingId": { en: "Booking", fi: "Varaus", sv: "Bokning" },
  "export.bookingStatus": { en: "Booking status", fi: "Varauksen tila", sv: "Bokningens status" },
  "export.email": { en: "Email", fi: "Sähköposti", sv: "E-post" },
  "export.firstName": { en: "First name", fi: "Etunimi", sv: "Förnamn" },
  "export.identityNumber": { en: "Identity number", fi: "Henkilötunnus", sv: "Personbeteckning" },
  "export.lastName": { en: "Last name", fi: "Sukunimi", sv: "Efternamn" },
  "export.message": { en: "Message", fi: "Viesti", sv: "Meddelande" },
  "export.phone": { en: "Phone", fi: "Puhelin", sv: "Telefon" },
  "export.space": { en: "Place", fi: "Paikka", sv: "Plats" },
  "export.ticketType": { en: "Ticket type", fi: "Lipputyyppi", sv: "Biljettyp" },
  "export.total": { en: "Total", fi: "Yhteensä", sv: "Totalt" },
  "export.unitPrice": { en: "Unit price", fi: "Yksikköhinta", sv: "Styckpris" },
  "export.sheet": { en: "Bookings", fi: "Varaukset", sv: "Bokningar" },
  "report.day": { en: "Day", fi: "Päivä", sv: "Dag" },
  "report.paymentMethod": { en: "Payment method", fi: "Maksutapa", sv: "Betalningssätt" },
  "report.provider": { en: "Provider", fi: "Maksunvälittäjä", sv: "Betalningsförmedlare" },
  "report.payments": { en: "Payments", fi: "Maksuja", sv: "Betalningar" },
  "report.gross": { en: "Sales (incl. VAT)", fi: "Myynti (sis. ALV)", sv: "Försäljning (inkl. moms)" },
  "report.vat": { en: "VAT {rate} %", fi: "ALV {rate} %", sv: "Moms {rate} %" },
  "report.vatUnknown": { en: "VAT not split", fi: "ALV erittelemättä", sv: "Moms ospecificerad" },
  "report.refunded": { en: "Refunded", fi: "Palautettu", sv: "Återbetalt" },
  "report.refundedVat": { en: "Refunded VAT {rate} %", fi: "Palautettu ALV {rate} %", sv: "Återbetald moms {rate} %" },
  "report.refundsOwed": { en: "Refunds owed", fi: "Palauttamatta", sv: "Ej återbetalt" },
  "report.net": { en: "Net of refunds", fi: "Palautusten jälkeen", sv: "Efter återbetalningar" },
  "report.total": { en: "Total", fi: "Yhteensä", sv: "Totalt" },
  "report.sheet": { en: "Sales", fi: "Myynti", sv: "Försäljning" },
  "status.draft": { en: "Draft", fi: "Luonnos", sv: "Utkast" },
  "status.payment": { en: "Payment", fi: "Maksussa", sv: "Betalning" },
  "status.locked": { en: "Locked", fi: "Lukittu", sv: "Låst" },
  "status.booked": { en: "Booked", fi: "Varattu", sv: "Bokad" },
  "status.renewable": { en: "Renewable", fi: "Uusittavissa", sv: "Förnybar" },
  "status.cancelled": { en: "Cancelled", fi: "Peruttu", sv: "Avbokad" },
  "status.expired": { en: "Expired", fi: "Vanhentunut", sv: "Utgången" },
  "status.refunded": { en: "Refunded", fi: "Hyvitetty", sv: "Återbetald" },
  "booking.spaceOccupied": {
    en: "selected space is already booked",
    fi: "valittu paikka on jo varattu",
    sv: "den valda platsen är redan bokad",
  },
  "booking.notFound": { en: "booking not found", fi: "varausta ei löytynyt", sv: "bokningen hittades inte" },
  // Accessible seating (issue 20): an occasion's wheelchair places and companion seats held back from general sale.
  "booking.accessibleNeedRequired": {
    en: "This wheelchair place is kept for wheelchair users for now: confirm that you need a wheelchair place to hold it",
    fi: "Tämä pyörätuolipaikka on toistaiseksi varattu pyörätuolin käyttäjille: vahvista, että tarvitset pyörätuolipaikan",
    sv: "Den här rullstolsplatsen är tills vidare reserverad för rullstolsanvändare: bekräfta att du behöver en rullstolsplats",
  },
  "booking.companionNeedsPlace": {
    en: "This companion seat is kept for now for a wheelchair user's companion: choose its wheelchair place first",
    fi: "Tämä avustajan paikka on toistaiseksi varattu pyörätuolin käyttäjän avustajalle: valitse ensin sen pyörätuolipaikka",
    sv: "Den här ledsagarplatsen är tills vidare reserverad för en rullstolsanvändares ledsagare: välj först dess rullstolsplats",
  },
  "booking.notAllowed": { en: "booking is not allowed", fi: "varaaminen ei ole sallittua", sv: "bokning är inte tillåten" },
  "booking.expired": {
    en: "booking expired or missing",
    fi: "varaus on vanhentunut tai sitä ei löydy",
    sv: "bokningen har gått ut eller saknas",
  },
  "booking.paymentPending": {
    en: "booking has a payment pending, finish it or go back",
    fi: "varauksella on keskeneräinen maksu, suorita se loppuun tai palaa takaisin",
    sv: "bokningen har en pågående betalning, slutför den eller gå tillbaka",
  },
  "booking.paymentInProgress": { en: "payment already in progress", fi: "maksu on jo käynnissä", sv: "betalningen pågår redan" },
  "booking.invalidTransition": {
    en: "This action is not possible in the booking's current state",
    fi: "Toiminto ei ole mahdollinen varauksen nykyisessä tilassa",
    sv: "Åtgärden är inte möjlig i bokningens nuvarande läge",
  },
  "booking.nothingToCollect": {
    en: "Nothing is owed on this booking",
    fi: "Varauksesta ei ole maksamatta mitään",
    sv: "Inget är obetalt på bokningen",
  },
  "booking.bestAvailableNone": {
    en: "There are not {count} seats free together or apart: choose fewer, or another section or price",
    fi: "Vapaita paikkoja ei ole {count}: valitse vähemmän tai toinen lohko tai hinta",
    sv: "Det finns inte {count} lediga platser: välj färre, eller en annan sektion eller ett annat pris",
  },
  "booking.bestAvailableNoStructure": {
    en: "This venue's places have no rows and seat numbers to choose from: pick the places on the map",
    fi: "Tämän salin paikoilla ei ole rivejä ja paikkanumeroita: valitse paikat kartalta",
    sv: "Platserna i den här salen saknar rader och platsnummer: välj platserna på kartan",
  },
  "booking.bestAvailableTaken": {
    en: "The best seats were taken just now: please try again",
    fi: "Parhaat paikat varattiin juuri: yritä uudelleen",
    sv: "De bästa platserna bokades nyss: försök igen",
  },
  "booking.tooManyTickets": {
    en: "A booking can have at most {max} tickets",
    fi: "Varauksessa voi olla enintään {max} lippua",
    sv: "En bokning kan ha högst {max} biljetter",
  },
  "booking.tooManyHeldFromAddress": {
    en: "Too many places are held from your network for this date (at most {max}): complete or cancel a booking first",
    fi: "Verkostasi on varattu tälle päivälle liian monta paikkaa (enintään {max}): vahvista tai peru ensin jokin varaus",
    sv: "För många platser hålls från ditt nätverk för det här datumet (högst {max}): slutför eller avbryt först en bokning",
  },
  "auth.invalidCredentials": {
    en: "Wrong e-mail or password",
    fi: "Väärä sähköpostiosoite tai salasana",
    sv: "Fel e-postadress eller lösenord",
  },
  "auth.tooManyAttempts": {
    en: "Too many sign-in attempts, try again in a minute",
    fi: "Liian monta kirjautumisyritystä, yritä uudelleen minuutin kuluttua",
    sv: "För många inloggningsförsök, försök igen om en minut",
  },
  "auth.tooManyPasswordAttempts": {
    en: "Too many password attempts, try again in a minute",
    fi: "Liian monta salasanayritystä, yritä uudelleen minuutin kuluttua",
    sv: "För många lösenordsförsök, försök igen om en minut",
  },
  "auth.tokenCannotCreateToken": {
    en: "An API token cannot create API tokens: sign in with your password to create one",
    fi: "API-tunnisteella ei voi luoda API-tunnisteita: kirjaudu sisään salasanallasi luodaksesi tunnisteen",
    sv: "En API-token kan inte skapa API-tokens: logga in med ditt lösenord för att skapa en",
  },
  "auth.wrongCurrentPassword": {
    en: "The current password is wrong",
    fi: "Nykyinen salasana on väärä",
    sv: "Det nuvarande lösenordet är fel",
  },
  "auth.passwordsDoNotMatch": { en: "Passwords do not match", fi: "Salasanat eivät täsmää", sv: "Lösenorden matchar inte" },
  // The minimum is PASSWORD_MIN_LENGTH (user.service.ts); field messages carry no parameters.
  "auth.passwordTooShort": {
    en: "Password must be at least 10 characters",
    fi: "Salasanassa on oltava vähintään 10 merkkiä",
    sv: "Lösenordet måste ha minst 10 tecken",
  },
  "auth.emailTaken": {
    en: "A user with this e-mail already exists",
    fi: "Tällä sähköpostiosoitteella on jo käyttäjä",
    sv: "Det finns redan en användare med denna e-postadress",
  },
  "auth.roleNameTaken": {
    en: "A role with this name already exists",
    fi: "Tämänniminen rooli on jo olemassa",
    sv: "Det finns redan en roll med detta namn",
  },
  "auth.unknownPermission": { en: "Unknown permission", fi: "Tuntematon oikeus", sv: "Okänd behörighet" },
  "auth.lockout": {
    en: "Refused: nobody would be left who can administer users and roles",
    fi: "Estetty: kukaan ei voisi enää hallita käyttäjiä ja rooleja",
    sv: "Nekat: ingen skulle längre kunna administrera användare och roller",
  },
  "auth.lockoutAdministrator": {
    en: "Refused: nobody would be left who holds every permission (an administrator), and a permission nobody holds can never be given again",
    fi: "Estetty: kenellekään ei jäisi kaikkia oikeuksia (pääkäyttäjä), eikä oikeutta, jota kenelläkään ei ole, voisi enää antaa kenellekään",
    sv: "Nekat: ingen skulle längre ha alla behörigheter (administratör), och en behörighet som ingen har kan aldrig ges igen",
  },
  // Refusals of escalation (access/escalation.ts).
  "auth.grantBeyondOwn": {
    en: "You cannot grant a permission you do not hold yourself",
    fi: "Et voi antaa oikeutta, jota sinulla ei itselläsi ole",
    sv: "Du kan inte ge en behörighet som du inte själv har",
  },
  "auth.userHoldsMore": {
    en: "You cannot change or delete a user who holds permissions you do not have",
    fi: "Et voi muuttaa tai poistaa käyttäjää, jolla on oikeuksia, joita sinulla ei ole",
    sv: "Du kan inte ändra eller ta bort en användare som har behörigheter som du inte har",
  },
  "auth.roleHoldsMore": {
    en: "You cannot change or delete a role with permissions you do not have",
    fi: "Et voi muuttaa tai poistaa roolia, jossa on oikeuksia, joita sinulla ei ole",
    sv: "Du kan inte ändra eller ta bort en roll med behörigheter som du inte har",
  },
  "auth.ownRoles": {
    en: "You cannot change your own roles",
    fi: "Et voi muuttaa omia roolejasi",
    sv: "Du kan inte ändra dina egna roller",
  },
  "auth.heldRole": {
    en: "You cannot change or delete a role you hold yourself",
    fi: "Et voi muuttaa tai poistaa roolia, joka on sinulla itselläsi",
    sv: "Du kan inte ändra eller ta bort en roll som du själv har",
  },
  "auth.userNotFound": { en: "User not found", fi: "Käyttäjää ei löytynyt", sv: "Användaren hittades inte" },
  "auth.roleNotFound": { en: "Role not found", fi: "Roolia ei löytynyt", sv: "Rollen hittades inte" },
  "auth.tokenNotFound": { en: "Token not found", fi: "Tunnistetta ei löytynyt", sv: "Token hittades inte" },
  "validation.required": { en: "Field is required", fi: "Kenttä on pakollinen", sv: "Fältet är obligatoriskt" },
  "validation.missing": { en: "Value missing", fi: "Arvo puuttuu", sv: "Värde saknas" },
  "validation.identityNumber": {
    en: "identity number in format nnnnnn-nnnn",
    fi: "henkilötunnus muodossa nnnnnn-nnnn",
    sv: "personbeteckning i formatet nnnnnn-nnnn",
  },
  "validation.email": { en: "Enter a valid e-mail address", fi: "Anna kelvollinen sähköpostiosoite", sv: "Ange en giltig e-postadress" },
  "validation.phone": { en: "Enter a valid phone number", fi: "Anna kelvollinen puhelinnumero", sv: "Ange ett giltigt telefonnummer" },
  "validation.paymentMethod": { en: "Choose a payment method", fi: "Valitse maksutapa", sv: "Välj betalningssätt" },
  "booking.noPrice": {
    en: "This ticket type is not on sale for this occasion",
    fi: "Tätä lipputyyppiä ei myydä tähän esitykseen",
    sv: "Den här biljettypen säljs inte till den här föreställningen",
  },
  "booking.spaceNotFound": {
    en: "No such space on this occasion",
    fi: "Esityksessä ei ole tällaista paikkaa",
    sv: "Föreställningen har ingen sådan plats",
  },
  "booking.ticketNotFound": {
    en: "No such ticket in this booking",
    fi: "Varauksessa ei ole tällaista lippua",
    sv: "Bokningen har ingen sådan biljett",
  },
  "booking.addonNotFound": { en: "No such addon", fi: "Lisäpalvelua ei löytynyt", sv: "Tillägget hittades inte" },
  "booking.notConfirmed": {
    en: "Confirm the booking before paying",
    fi: "Vahvista varaus ennen maksamista",
    sv: "Bekräfta bokningen innan du betalar",
  },
  "validation.tooLong": { en: "Value is too long", fi: "Arvo on liian pitkä", sv: "Värdet är för långt" },
  "validation.controlCharacters": {
    en: "Contains characters that are not allowed (control characters)",
    fi: "Sisältää merkkejä, jotka eivät ole sallittuja (ohjausmerkkejä)",
    sv: "Innehåller tecken som inte är tillåtna (styrtecken)",
  },
  "validation.skipOnlyFree": {
    en: "Skip payment is only for bookings with nothing to pay: choose a payment method",
    fi: "Maksun ohitus on vain varauksille, joista ei makseta mitään: valitse maksutapa",
    sv: "Att hoppa över betalningen gäller bara bokningar utan något att betala: välj ett betalningssätt",
  },
  "validation.unknownLanguage": { en: "Not a language of this site", fi: "Ei sivuston kieli", sv: "Inte ett språk på webbplatsen" },
  "historyReason.bookedByVisitor": { en: "booked by visitor", fi: "kävijä varasi", sv: "bokad av besökare" },
  "historyReason.holdExpired": { en: "hold expired", fi: "varaus vanheni", sv: "reservationen gick ut" },
  "historyReason.paymentInitiated": { en: "payment initiated", fi: "maksu aloitettu", sv: "betalning påbörjad" },
  "historyReason.paymentCancelledByVisitor": {
    en: "payment cancelled by visitor",
    fi: "kävijä perui maksun",
    sv: "besökaren avbröt betalningen",
  },
  "historyReason.confirmedWithSkipPayment": {
    en: "confirmed with skip payment",
    fi: "vahvistettu ilman verkkomaksua",
    sv: "bekräftad utan onlinebetalning",
  },
  "historyReason.confirmedNothingToPay": {
    en: "confirmed, nothing to pay",
    fi: "vahvistettu, ei maksettavaa",
    sv: "bekräftad, inget att betala",
  },
  "historyReason.confirmedAwaitingPayment": {
    en: "confirmed, awaiting payment",
    fi: "vahvistettu, odottaa maksua",
    sv: "bekräftad, väntar på betalning",
  },
  "historyReason.houseSeatsLocked": { en: "house seats locked", fi: "talon paikat lukittu", sv: "husets platser låsta" },
  "historyReason.houseSeatsReleased": { en: "house seats released", fi: "talon paikat vapautettu", sv: "husets platser frigjorda" },
  "historyReason.soldAtBoxOffice": { en: "sold at the box office", fi: "myyty lipunmyynnissä", sv: "såld i biljettkassan" },
  "historyReason.refunded": { en: "refunded", fi: "hyvitetty", sv: "återbetald" },
  "historyReason.lastTicketRemoved": { en: "last ticket removed", fi: "viimeinen lippu poistettu", sv: "sista biljetten borttagen" },
  "historyReason.cancelledByVisitor": { en: "cancelled by visitor", fi: "kävijä perui", sv: "avbokad av besökaren" },
  "historyReason.cannotBookRefund": {
    en: "cannot book: refund",
    fi: "ei voitu varata: maksu hyvitetään",
    sv: "kunde inte bokas: betalningen återbetalas",
  },
  "historyReason.completedWithoutCharge": { en: "completed without charge", fi: "valmis ilman veloitusta", sv: "slutförd utan debitering" },
  "historyReason.paidWith": { en: "paid with {provider}", fi: "maksettu: {provider}", sv: "betald med {provider}" },
  "historyReason.afterLapse": {
    en: "{reason}, after the hold had lapsed",
    fi: "{reason}, kun varaus oli jo rauennut",
    sv: "{reason}, efter att reservationen hade löpt ut",
  },
  "booking.occasionCancelled": {
    en: "This occasion has been cancelled: nothing can be sold or held on it",
    fi: "Tämä esityskerta on peruttu: sille ei voi myydä eikä varata mitään",
    sv: "Det här tillfället är inställt: inget kan säljas eller reserveras för det",
  },
  "renewal.occasionCancelled": {
    en: "This performance has been cancelled: its seats cannot be renewed",
    fi: "Tämä esitys on peruttu: sen paikkoja ei voi uusia",
    sv: "Den här föreställningen är inställd: dess platser kan inte förnyas",
  },
  "validation.languageCode": {
    en: "Give a two- or three-letter ISO 639 language code, such as de",
    fi: "Anna kaksi- tai kolmikirjaiminen ISO 639 -kielikoodi, esimerkiksi de",
    sv: "Ange en språkkod enligt ISO 639 med två eller tre bokstäver, till exempel de",
  },
  "validation.languageExists": {
    en: "This language is already on the list",
    fi: "Kieli on jo luettelossa",
    sv: "Språket finns redan i listan",
  },
  "validation.lastLanguage": {
    en: "At least one language must stay enabled",
    fi: "Vähintään yhden kielen on oltava käytössä",
    sv: "Minst ett språk måste vara aktiverat",
  },
  "validation.eventStatus": {
    en: "Choose active, cancelled or archived",
    fi: "Valitse aktiivinen, peruttu tai arkistoitu",
    sv: "Välj aktiv, inställd eller arkiverad",
  },
  "validation.occasionStatus": {
    en: "Choose scheduled, cancelled or completed",
    fi: "Valitse suunniteltu, peruttu tai päättynyt",
    sv: "Välj planerad, inställd eller genomförd",
  },
  "validation.occasionCancelAction": {
    en: "Cancel an occasion with its own action (Cancel occasion): it refunds and e-mails every customer, and cannot be undone",
    fi: "Peru esityskerta omalla toiminnollaan (Peru esityskerta): se palauttaa rahat ja lähettää sähköpostin jokaiselle asiakkaalle, eikä sitä voi perua",
    sv: "Ställ in ett tillfälle med dess egen åtgärd (Ställ in tillfället): den återbetalar och mejlar varje kund och kan inte ångras",
  },
  "occasion.alreadyCancelled": {
    en: "This occasion has already been cancelled",
    fi: "Tämä esityskerta on jo peruttu",
    sv: "Det här tillfället är redan inställt",
  },
  "report.rangeInvalid": {
    en: "Choose a date range of at most 366 days, the start not after the end",
    fi: "Valitse enintään 366 päivän aikaväli, jonka alku ei ole lopun jälkeen",
    sv: "Välj ett datumintervall på högst 366 dagar där början inte är efter slutet",
  },
  "validation.planUnknown": { en: "Choose a plan", fi: "Valitse paikkakartta", sv: "Välj en platskarta" },
  "validation.planHasBookings": {
    en: "The plan cannot change once places of this date have been booked or held",
    fi: "Paikkakarttaa ei voi vaihtaa, kun tämän päivän paikkoja on varattu",
    sv: "Platskartan kan inte bytas när platser för det här datumet har bokats",
  },
  "validation.pricesToPublish": {
    en: "Give a price for at least one ticket type before publishing",
    fi: "Anna hinta vähintään yhdelle lipputyypille ennen julkaisua",
    sv: "Ange ett pris för minst en biljettyp före publicering",
  },
  "validation.price": {
    en: "Give the price in euros, from 0 to 100 000",
    fi: "Anna hinta euroina, 0–100 000",
    sv: "Ange priset i euro, från 0 till 100 000",
  },
  "validation.ticketTypeUnknown": { en: "Choose a ticket type", fi: "Valitse lipputyyppi", sv: "Välj en biljettyp" },
  "validation.ticketTypeTwice": {
    en: "This ticket type already has a price",
    fi: "Tällä lipputyypillä on jo hinta",
    sv: "Den här biljettypen har redan ett pris",
  },
  "validation.dateRange": {
    en: "Choose a date between 1900 and 2099",
    fi: "Valitse päivä vuosilta 1900–2099",
    sv: "Välj ett datum mellan 1900 och 2099",
  },
  "validation.windowInverted": {
    en: "Booking must close after it opens",
    fi: "Varaamisen on päätyttävä sen alkamisen jälkeen",
    sv: "Bokningen måste stänga efter att den öppnat",
  },
  "validation.endBeforeStart": {
    en: "The end must not be before the start",
    fi: "Loppu ei voi olla ennen alkua",
    sv: "Slutet får inte vara före början",
  },
  "validation.startAfterEnd": {
    en: "The start must not be after the end time set for it",
    fi: "Alku ei voi olla asetetun loppuajan jälkeen",
    sv: "Början får inte vara efter den angivna sluttiden",
  },
  "validation.accessibleHoldbackHours": {
    en: "Give a whole number of hours from 1 to 720, or leave it empty",
    fi: "Anna kokonainen määrä tunteja, 1–720, tai jätä tyhjäksi",
    sv: "Ange ett helt antal timmar från 1 till 720, eller lämna tomt",
  },
  "validation.headsUpDays": {
    en: "Give a whole number of days from 0 to 365",
    fi: "Anna kokonainen määrä päiviä, 0–365",
    sv: "Ange ett helt antal dagar från 0 till 365",
  },
  "admin.changedMeanwhile": {
    en: "Changed by someone else meanwhile: reload to see the changes, then make yours again",
    fi: "Joku muu muutti tätä sillä välin: lataa sivu uudelleen nähdäksesi muutokset ja tee omasi uudelleen",
    sv: "Någon annan ändrade det under tiden: ladda om för att se ändringarna och gör dina igen",
  },
  "admin.eventHasBookings": {
    en: "The event has bookings, so it keeps its history: unpublish or archive it instead",
    fi: "Tapahtumalla on varauksia, joten sen historia säilyy: poista se julkaisusta tai arkistoi se",
    sv: "Evenemanget har bokningar och behåller sin historik: avpublicera eller arkivera det i stället",
  },
  "admin.occasionHasBookings": {
    en: "This date has bookings, so it keeps its history: unpublish or cancel it instead",
    fi: "Tällä esityskerralla on varauksia, joten sen historia säilyy: poista se julkaisusta tai peru se",
    sv: "Det här tillfället har bokningar och behåller sin historik: avpublicera eller ställ in det i stället",
  },
  "validation.vat": {
    en: "Give a VAT percentage from 0 to 100 (at most two decimals)",
    fi: "Anna arvonlisäveroprosentti väliltä 0–100 (enintään kaksi desimaalia)",
    sv: "Ange en momssats från 0 till 100 (högst två decimaler)",
  },
  "validation.productCode": {
    en: "Give a product code of 1-64 letters, digits, '.', '-' or '_'",
    fi: "Anna 1–64 merkin tuotekoodi (kirjaimet, numerot, '.', '-' tai '_')",
    sv: "Ange en produktkod på 1–64 tecken (bokstäver, siffror, '.', '-' eller '_')",
  },
  "validation.position": {
    en: "Give a whole number from 0 to 10,000",
    fi: "Anna kokonaisluku väliltä 0–10 000",
    sv: "Ange ett heltal från 0 till 10 000",
  },
  "validation.eventUnknown": { en: "Choose events of this site", fi: "Valitse sivuston tapahtumia", sv: "Välj evenemang på webbplatsen" },
  "admin.ticketTypeInUse": {
    en: "The ticket type is in the price lists of {uses}: take it off them first",
    fi: "Lipputyyppi on hinnastoissa: {uses}. Poista se niistä ensin",
    sv: "Biljettypen finns i prislistorna för {uses}: ta bort den därifrån först",
  },
  "admin.ticketTypeSold": {
    en: "{count} tickets of this type have been sold, so it keeps their history: it cannot be deleted",
    fi: "Tätä lipputyyppiä on myyty {count} lippua, joten se säilyy niiden historiaa varten eikä sitä voi poistaa",
    sv: "{count} biljetter av den här typen har sålts och den behålls för deras historik: den kan inte tas bort",
  },
  "admin.addonSold": {
    en: "The addon is on {count} tickets, so it keeps their history: make it inactive instead",
    fi: "Lisäpalvelu on {count} lipussa, joten se säilyy niiden historiaa varten: merkitse se ei-aktiiviseksi",
    sv: "Tillägget finns på {count} biljetter och behålls för deras historik: gör det inaktivt i stället",
  },
  "admin.spaceTypeInUse": {
    en: "Spaces of the plans {uses} have this type: change them first",
    fi: "Paikkakarttojen {uses} paikoilla on tämä tyyppi: vaihda ne ensin",
    sv: "Platser på platskartorna {uses} har den här typen: ändra dem först",
  },
  "validation.pattern": {
    en: "Use {section}, {row} and {seat} (at least one) with any text between, e.g. R{row}-S{seat}",
    fi: "Käytä osia {section}, {row} ja {seat} (vähintään yhtä) ja niiden välissä mitä tahansa tekstiä, esim. R{row}-S{seat}",
    sv: "Använd {section}, {row} och {seat} (minst en) med valfri text emellan, t.ex. R{row}-S{seat}",
  },
  "validation.patternPartTwice": {
    en: "Each of {section}, {row} and {seat} may appear once",
    fi: "Kukin osista {section}, {row} ja {seat} saa esiintyä vain kerran",
    sv: "Var och en av {section}, {row} och {seat} får förekomma en gång",
  },
  "validation.maskUnknownPlaceholder": {
    en: "Use only {name}, {type}, {section}, {row}, {seat}, {remaining} and {max}",
    fi: "Käytä vain paikkamerkkejä {name}, {type}, {section}, {row}, {seat}, {remaining} ja {max}",
    sv: "Använd bara {name}, {type}, {section}, {row}, {seat}, {remaining} och {max}",
  },
  "validation.maskNoPartOfName": {
    en: "Include {name}, {section}, {row} or {seat}, so that each place reads differently",
    fi: "Lisää {name}, {section}, {row} tai {seat}, jotta paikat erottuvat toisistaan",
    sv: "Ta med {name}, {section}, {row} eller {seat} så att platserna skiljer sig åt",
  },
  "validation.css": { en: "The CSS does not parse", fi: "CSS:ää ei voi jäsentää", sv: "CSS:en kan inte tolkas" },
  "validation.cssAt": {
    en: "The CSS does not parse at line {line}, column {column}: {reason}",
    fi: "CSS:ää ei voi jäsentää rivillä {line}, sarakkeessa {column}: {reason}",
    sv: "CSS:en kan inte tolkas på rad {line}, kolumn {column}: {reason}",
  },
  "validation.svg": {
    en: "The file is not a well-formed SVG image: {reason}",
    fi: "Tiedosto ei ole kelvollinen SVG-kuva: {reason}",
    sv: "Filen är inte en giltig SVG-bild: {reason}",
  },
  "validation.svgType": {
    en: "Send the map as an SVG image (Content-Type: image/svg+xml)",
    fi: "Lähetä kartta SVG-kuvana (Content-Type: image/svg+xml)",
    sv: "Skicka kartan som en SVG-bild (Content-Type: image/svg+xml)",
  },
  "validation.svgTooManyElements": {
    en: "The map has {count} elements, at most {max} are accepted: simplify the drawing (combine shapes, remove hidden layers) and upload it again",
    fi: "Kartassa on {count} elementtiä, enintään {max} hyväksytään: yksinkertaista piirrosta (yhdistä muotoja, poista piilotetut tasot) ja lähetä se uudelleen",
    sv: "Kartan har {count} element, högst {max} tas emot: förenkla ritningen (slå ihop former, ta bort dolda lager) och ladda upp den igen",
  },
  "validation.svgTooComplex": {
    en: "The map is too complex to process (it would take too long or too much memory): simplify the drawing (fewer elements, less nesting) and upload it again",
    fi: "Kartta on liian monimutkainen käsiteltäväksi (se veisi liian kauan tai liikaa muistia): yksinkertaista piirrosta (vähemmän elementtejä, vähemmän sisäkkäisyyttä) ja lähetä se uudelleen",
    sv: "Kartan är för komplex att behandla (det skulle ta för lång tid eller för mycket minne): förenkla ritningen (färre element, mindre nästling) och ladda upp den igen",
  },
  "validation.zoneUnknown": {
    en: "Choose a price zone of this plan",
    fi: "Valitse tämän kartan hintavyöhyke",
    sv: "Välj en priszon på den här kartan",
  },
  "validation.tooMany": { en: "Too many", fi: "Liian monta", sv: "För många" },
  "validation.spaceUnknown": { en: "Not a space of this plan", fi: "Ei tämän kartan paikka", sv: "Inte en plats på den här kartan" },
  "validation.spaceName": {
    en: "Give a name of 1-100 letters, digits, '.', '_', ':' or '-', starting with a letter or digit",
    fi: "Anna 1–100 merkin nimi (kirjaimet, numerot, '.', '_', ':' tai '-'), joka alkaa kirjaimella tai numerolla",
    sv: "Ange ett namn på 1–100 tecken (bokstäver, siffror, '.', '_', ':' eller '-') som börjar med en bokstav eller siffra",
  },
  "validation.spaceNameTaken": {
    en: "Another space of this plan has this name",
    fi: "Toisella tämän kartan paikalla on jo tämä nimi",
    sv: "En annan plats på kartan har redan det här namnet",
  },
  "validation.checkInDevice": {
    en: "Name this device in 1 to 60 characters",
    fi: "Anna tälle laitteelle nimi (1–60 merkkiä)",
    sv: "Ge den här enheten ett namn (1–60 tecken)",
  },
  "validation.bestAvailableCount": {
    en: "Give the number of seats as a whole number from 1",
    fi: "Anna paikkojen määrä kokonaislukuna (vähintään 1)",
    sv: "Ange antalet platser som ett heltal (minst 1)",
  },
  "validation.maxTickets": {
    en: "Give a whole number of tickets from 1 to 100,000",
    fi: "Anna lippujen määrä kokonaislukuna väliltä 1–100 000",
    sv: "Ange antalet biljetter som ett heltal från 1 till 100 000",
  },
  "validation.spaceTypeUnknown": { en: "Choose a space type", fi: "Valitse paikkatyyppi", sv: "Välj en platstyp" },
  "admin.planInUse": {
    en: "The plan is used by {uses}: give them another plan first",
    fi: "Karttaa käyttävät: {uses}. Vaihda niille ensin toinen kartta",
    sv: "Kartan används av {uses}: ge dem en annan karta först",
  },
  "admin.spaceHasTickets": {
    en: "Tickets point at {spaces}, so they cannot be removed",
    fi: "Paikoilla {spaces} on lippuja, joten niitä ei voi poistaa",
    sv: "Det finns biljetter till {spaces}, så de kan inte tas bort",
  },
  "validation.colour": { en: "Give a colour as #rrggbb", fi: "Anna väri muodossa #rrggbb", sv: "Ange en färg som #rrggbb" },
  "validation.timeZone": {
    en: "Give a time zone such as Europe/Helsinki",
    fi: "Anna aikavyöhyke, esimerkiksi Europe/Helsinki",
    sv: "Ange en tidszon, till exempel Europe/Helsinki",
  },
  "validation.customerCancellationHours": {
    en: "Enter whole hours from 0 to 8760, or leave empty to let only the box office cancel",
    fi: "Anna kokonaiset tunnit väliltä 0–8760 tai jätä tyhjäksi, jolloin vain lipunmyynti voi perua",
    sv: "Ange hela timmar från 0 till 8760, eller lämna tomt så att bara biljettkassan kan avboka",
  },
  "validation.waitingListOfferMinutes": {
    en: "Enter whole minutes from 5 to 10080 (a week)",
    fi: "Anna kokonaiset minuutit väliltä 5–10080 (viikko)",
    sv: "Ange hela minuter från 5 till 10080 (en vecka)",
  },
  "waitingList.partySize": {
    en: "Enter how many places you want: at least 1",
    fi: "Anna montako paikkaa haluat: vähintään 1",
    sv: "Ange hur många platser du vill ha: minst 1",
  },
  "waitingList.notOnSale": {
    en: "This date is not on sale, so it has no waiting list",
    fi: "Tämä esitys ei ole myynnissä, joten sillä ei ole jonotuslistaa",
    sv: "Det här datumet säljs inte, så det har ingen väntelista",
  },
  "waitingList.placesFree": {
    en: "There are still {count} places free: book them directly instead of joining the waiting list",
    fi: "Vapaita paikkoja on vielä {count}: varaa ne suoraan jonotuslistalle liittymisen sijaan",
    sv: "Det finns fortfarande {count} lediga platser: boka dem direkt i stället för att ställa dig på väntelistan",
  },
  "waitingList.offerNotFound": {
    en: "This waiting-list link is not valid. Check that you opened the whole link from your e-mail.",
    fi: "Tämä jonotuslistan linkki ei ole voimassa. Tarkista, että avasit koko linkin sähköpostistasi.",
    sv: "Den här länken till väntelistan är inte giltig. Kontrollera att du öppnade hela länken i ditt e-postmeddelande.",
  },
  "waitingList.cannotRemove": {
    en: "Only entries still waiting can be removed; an open offer lapses on its own at its time",
    fi: "Vain jonottavia voi poistaa; avoin tarjous raukeaa itsestään ajallaan",
    sv: "Bara väntande kan tas bort; ett öppet erbjudande förfaller av sig självt i tid",
  },
  "waitingList.tooManyEntries": {
    en: "Your network already has {max} entries on this date's waiting list, the most it may have: wait for one of them to be offered places or to lapse",
    fi: "Verkostasi on jo {max} ilmoittautumista tämän esityksen jonotuslistalla, eikä enempää voi olla: odota, että jollekin niistä tarjotaan paikkoja tai se raukeaa",
    sv: "Ditt nätverk har redan {max} anmälningar på väntelistan till det här datumet, det högsta tillåtna: vänta tills någon av dem erbjuds platser eller förfaller",
  },
  "waitingList.confirmNotFound": {
    en: "This confirmation link is not valid or has expired. Check that you opened the whole link from your e-mail, or join the waiting list again.",
    fi: "Tämä vahvistuslinkki ei ole voimassa tai se on vanhentunut. Tarkista, että avasit koko linkin sähköpostistasi, tai liity jonotuslistalle uudelleen.",
    sv: "Den här bekräftelselänken är inte giltig eller har gått ut. Kontrollera att du öppnade hela länken i ditt e-postmeddelande, eller ställ dig på väntelistan igen.",
  },
  "validation.retentionDays": {
    en: "Give a whole number of days from 1 to 3,650, or leave it empty to keep the details",
    fi: "Anna päivien määrä kokonaislukuna väliltä 1–3 650 tai jätä tyhjäksi, jolloin tiedot säilytetään",
    sv: "Ange ett helt antal dagar från 1 till 3 650, eller lämna tomt för att behålla uppgifterna",
  },
  "validation.businessId": {
    en: "Give a business ID such as 1234567-8, with a valid check digit",
    fi: "Anna Y-tunnus muodossa 1234567-8 oikealla tarkistusnumerolla",
    sv: "Ange ett FO-nummer i formen 1234567-8 med giltig kontrollsiffra",
  },
  "booking.anonymized": {
    en: "The client's details of this booking have been erased; they cannot be edited",
    fi: "Tämän varauksen asiakastiedot on poistettu, eikä niitä voi muokata",
    sv: "Kunduppgifterna för den här bokningen har raderats och kan inte redigeras",
  },
  "privacy.bookingInCheckout": {
    en: "Booking {number} of this customer is in checkout or being paid. Erase the data once it has been completed or has expired; nothing was erased.",
    fi: "Tämän asiakkaan varaus {number} on kesken tai maksussa. Poista tiedot, kun se on valmis tai vanhentunut; mitään ei poistettu.",
    sv: "Kundens bokning {number} håller på att slutföras eller betalas. Radera uppgifterna när den är klar eller har gått ut; ingenting raderades.",
  },
  "admin.spaceRenamedWithTickets": {
    en: "Tickets point at {spaces}, so they keep their names",
    fi: "Paikoilla {spaces} on lippuja, joten niiden nimiä ei voi muuttaa",
    sv: "Det finns biljetter till {spaces}, så de behåller sina namn",
  },
  "admin.spaceBelowHeld": {
    en: "An occasion holds more tickets than the new size of {spaces}",
    fi: "Esityskerralla on enemmän lippuja kuin paikkojen uusi koko sallii: {spaces}",
    sv: "Ett tillfälle har fler biljetter än den nya storleken tillåter: {spaces}",
  },
  "validation.zonePriceWithoutPrice": {
    en: "Give this ticket type a plain price too: zones without their own price sell at it",
    fi: "Anna tälle lipputyypille myös perushinta: vyöhykkeet ilman omaa hintaa myyvät sillä",
    sv: "Ge biljettypen även ett grundpris: zoner utan eget pris säljer till det",
  },
  "validation.addonUnknown": { en: "Choose addons of this site", fi: "Valitse sivuston lisäpalveluita", sv: "Välj tillägg på webbplatsen" },
  "validation.termsRequired": { en: "Terms must be accepted", fi: "Ehdot on hyväksyttävä", sv: "Villkoren måste godkännas" },
  "completeness.refused": {
    en: "Not published: texts visitors would read are missing in a language of the site. Add them, then publish. Missing: {list}",
    fi: "Ei julkaistu: kävijöille näkyviä tekstejä puuttuu sivuston kielellä. Lisää ne ja julkaise sitten. Puuttuu: {list}",
    sv: "Inte publicerat: texter som besökarna läser saknas på ett av webbplatsens språk. Lägg till dem och publicera sedan. Saknas: {list}",
  },
  "completeness.item": { en: "{what} — {where}", fi: "{what} — {where}", sv: "{what} — {where}" },
  "completeness.eventName": {
    en: "{language} name of event “{subject}”",
    fi: "tapahtuman ”{subject}” nimi ({language})",
    sv: "namn på evenemanget ”{subject}” ({language})",
  },
  "completeness.eventDescription": {
    en: "{language} description of event “{subject}”",
    fi: "tapahtuman ”{subject}” kuvaus ({language})",
    sv: "beskrivning av evenemanget ”{subject}” ({language})",
  },
  "completeness.occasionName": {
    en: "{language} name of occasion “{subject}”",
    fi: "esityksen ”{subject}” nimi ({language})",
    sv: "namn på föreställningen ”{subject}” ({language})",
  },
  "completeness.occasionTitle": {
    en: "{language} title of occasion “{subject}”",
    fi: "esityksen ”{subject}” otsikko ({language})",
    sv: "titel på föreställningen ”{subject}” ({language})",
  },
  "completeness.ticketTypeName": {
    en: "{language} name of ticket type “{subject}”",
    fi: "lipputyypin ”{subject}” nimi ({language})",
    sv: "namn på biljettypen ”{subject}” ({language})",
  },
  "completeness.addonName": {
    en: "{language} name of addon “{subject}”",
    fi: "lisäpalvelun ”{subject}” nimi ({language})",
    sv: "namn på tillägget ”{subject}” ({language})",
  },
  "completeness.planName": {
    en: "{language} name of plan “{subject}”",
    fi: "salikartan ”{subject}” nimi ({language})",
    sv: "namn på salskartan ”{subject}” ({language})",
  },
  "completeness.spaceTypeName": {
    en: "{language} name of space type “{subject}”",
    fi: "paikkatyypin ”{subject}” nimi ({language})",
    sv: "namn på platstypen ”{subject}” ({language})",
  },
  "completeness.bookingNotice": {
    en: "{language} booking notice",
    fi: "varausilmoitus ({language})",
    sv: "bokningsmeddelande ({language})",
  },
  "completeness.bookingTerms": {
    en: "{language} booking terms",
    fi: "varausehdot ({language})",
    sv: "bokningsvillkor ({language})",
  },
  "completeness.fixEvent": {
    en: "Events → {event} → Edit event",
    fi: "Tapahtumat → {event} → Muokkaa tapahtumaa",
    sv: "Evenemang → {event} → Redigera evenemang",
  },
  "completeness.fixOccasion": {
    en: "Events → {event} → {occasion}",
    fi: "Tapahtumat → {event} → {occasion}",
    sv: "Evenemang → {event} → {occasion}",
  },
  "completeness.fixTicketTypes": { en: "Settings → Ticket types", fi: "Asetukset → Lipputyypit", sv: "Inställningar → Biljettyper" },
  "completeness.fixAddons": { en: "Settings → Addons", fi: "Asetukset → Lisäpalvelut", sv: "Inställningar → Tillägg" },
  "completeness.fixPlans": { en: "Settings → Plans", fi: "Asetukset → Salikartat", sv: "Inställningar → Salskartor" },
  "completeness.fixSpaceTypes": { en: "Settings → Space types", fi: "Asetukset → Paikkatyypit", sv: "Inställningar → Platstyper" },
  "completeness.fixTheme": { en: "Settings → Theme", fi: "Asetukset → Teema", sv: "Inställningar → Tema" },
  "dictionary.unknownLanguage": {
    en: 'There is no language "{language}" on this site',
    fi: 'Sivustolla ei ole kieltä "{language}"',
    sv: 'Webbplatsen har inget språk "{language}"',
  },
  "dictionary.unknownKey": {
    en: '"{key}" is not a text of the interface',
    fi: '"{key}" ei ole käyttöliittymän teksti',
    sv: '"{key}" är inte en text i gränssnittet',
  },
  "dictionary.notAKey": { en: "Not a text of the interface", fi: "Ei käyttöliittymän teksti", sv: "Inte en text i gränssnittet" },
  "dictionary.empty": {
    en: "A translation cannot be empty: reset it to show the original text",
    fi: "Käännös ei voi olla tyhjä: palauta alkuperäinen teksti",
    sv: "En översättning kan inte vara tom: återställ den ursprungliga texten",
  },
  "dictionary.placeholders": {
    en: "Keep the original text's placeholders ({{…}}) and add no others",
    fi: "Säilytä alkuperäisen tekstin paikkamerkit ({{…}}) äläkä lisää muita",
    sv: "Behåll originaltextens platshållare ({{…}}) och lägg inte till andra",
  },
  "dictionary.placeholderMissing": {
    en: "The text must keep {placeholders}: the page fills it in",
    fi: "Tekstissä on säilytettävä {placeholders}: sivu täyttää sen",
    sv: "Texten måste behålla {placeholders}: sidan fyller i det",
  },
  "dictionary.placeholderUnknown": {
    en: "The page cannot fill in {placeholders} in this text",
    fi: "Sivu ei voi täyttää tähän tekstiin kohtaa {placeholders}",
    sv: "Sidan kan inte fylla i {placeholders} i den här texten",
  },
  "dictionary.importNotJson": {
    en: "The file is not JSON. Nothing was imported.",
    fi: "Tiedosto ei ole JSON-muotoinen. Mitään ei tuotu.",
    sv: "Filen är inte i JSON-format. Ingenting importerades.",
  },
  "dictionary.importNotObject": {
    en: "The file is not an i18next dictionary (an object of texts). Nothing was imported.",
    fi: "Tiedosto ei ole i18next-sanasto (tekstejä sisältävä objekti). Mitään ei tuotu.",
    sv: "Filen är inte en i18next-ordlista (ett objekt med texter). Ingenting importerades.",
  },
  "dictionary.importNotText": {
    en: "These values are not texts: {keys}. Nothing was imported.",
    fi: "Nämä arvot eivät ole tekstejä: {keys}. Mitään ei tuotu.",
    sv: "De här värdena är inte texter: {keys}. Ingenting importerades.",
  },
  "dictionary.importUnknownKeys": {
    en: "These keys are not texts of the interface: {keys}. Nothing was imported.",
    fi: "Nämä avaimet eivät ole käyttöliittymän tekstejä: {keys}. Mitään ei tuotu.",
    sv: "De här nycklarna är inte texter i gränssnittet: {keys}. Ingenting importerades.",
  },
  "dictionary.importEmpty": {
    en: "These translations are empty: {keys}. Nothing was imported.",
    fi: "Nämä käännökset ovat tyhjiä: {keys}. Mitään ei tuotu.",
    sv: "De här översättningarna är tomma: {keys}. Ingenting importerades.",
  },
  "dictionary.importPlaceholders": {
    en: "These texts drop or add placeholders ({{…}}): {keys}. Nothing was imported.",
    fi: "Näistä teksteistä puuttuu paikkamerkkejä ({{…}}) tai niissä on ylimääräisiä: {keys}. Mitään ei tuotu.",
    sv: "De här texterna saknar platshållare ({{…}}) eller har okända: {keys}. Ingenting importerades.",
  },
  "dictionary.importInvalid": {
    en: "These texts are too long or contain control characters: {keys}. Nothing was imported.",
    fi: "Nämä tekstit ovat liian pitkiä tai sisältävät ohjausmerkkejä: {keys}. Mitään ei tuotu.",
    sv: "De här texterna är för långa eller innehåller styrtecken: {keys}. Ingenting importerades.",
  },
  "payment.providerUnavailable": {
    en: "The payment service {provider} could not start the payment. Try again or choose another payment method.",
    fi: "Maksupalvelu {provider} ei voinut aloittaa maksua. Yritä uudelleen tai valitse toinen maksutapa.",
    sv: "Betaltjänsten {provider} kunde inte starta betalningen. Försök igen eller välj ett annat betalningssätt.",
  },
  "payment.methodUnavailable": {
    en: "The payment method {method} is not available",
    fi: "Maksutapa {method} ei ole käytettävissä",
    sv: "Betalningssättet {method} är inte tillgängligt",
  },
  "payment.unknownProvider": {
    en: "Unknown payment provider: {provider}",
    fi: "Tuntematon maksupalvelu: {provider}",
    sv: "Okänd betaltjänst: {provider}",
  },
  "payment.invalidTransition": {
    en: "This is not possible in the payment's current state",
    fi: "Tämä ei ole mahdollista maksun nykyisessä tilassa",
    sv: "Det här är inte möjligt i betalningens nuvarande läge",
  },
  "myBooking.notFound": {
    en: "This booking link is not valid. Check the link in your confirmation e-mail, or contact the box office.",
    fi: "Tämä varauslinkki ei ole voimassa. Tarkista vahvistussähköpostisi linkki tai ota yhteyttä lipunmyyntiin.",
    sv: "Den här bokningslänken är inte giltig. Kontrollera länken i ditt bekräftelsemejl eller kontakta biljettkassan.",
  },
  "myBooking.noTickets": {
    en: "This booking has no valid tickets: it has been cancelled.",
    fi: "Tällä varauksella ei ole voimassa olevia lippuja: se on peruttu.",
    sv: "Den här bokningen har inga giltiga biljetter: den har avbokats.",
  },
  "myBooking.cannotCancel": {
    en: "This booking can no longer be cancelled online. Contact the box office.",
    fi: "Tätä varausta ei voi enää perua verkossa. Ota yhteyttä lipunmyyntiin.",
    sv: "Den här bokningen kan inte längre avbokas på nätet. Kontakta biljettkassan.",
  },
  "renewal.notFound": {
    en: "This renewal link is not valid. Check the link in your e-mail, or contact the box office.",
    fi: "Tämä uusintalinkki ei ole voimassa. Tarkista sähköpostisi linkki tai ota yhteyttä lipunmyyntiin.",
    sv: "Den här förnyelselänken är inte giltig. Kontrollera länken i din e-post eller kontakta biljettkassan.",
  },
  "renewal.paymentNotFound": {
    en: "No such payment for this renewal",
    fi: "Tälle uusinnalle ei löydy tällaista maksua",
    sv: "Ingen sådan betalning för den här förnyelsen",
  },
  "renewal.notOpenYet": {
    en: "Renewals open on {opensAt}",
    fi: "Uusinta avautuu {opensAt}",
    sv: "Förnyelsen öppnar {opensAt}",
  },
  "renewal.closed": {
    en: "The renewal period has ended and the seats that were not renewed have been released",
    fi: "Uusinta-aika on päättynyt ja uusimatta jääneet paikat on vapautettu",
    sv: "Förnyelsetiden har gått ut och de platser som inte förnyades har frigjorts",
  },
  "renewal.alreadyRenewed": {
    en: "These seats have already been renewed",
    fi: "Nämä paikat on jo uusittu",
    sv: "De här platserna har redan förnyats",
  },
  "renewal.notRenewedYet": {
    en: "Renew your seats first; then you can pay for them",
    fi: "Uusi paikkasi ensin; sen jälkeen voit maksaa ne",
    sv: "Förnya dina platser först; sedan kan du betala dem",
  },
  "renewal.keepOne": {
    en: "Choose at least one seat to renew",
    fi: "Valitse vähintään yksi uusittava paikka",
    sv: "Välj minst en plats att förnya",
  },
  "renewal.paymentNotCancellable": {
    en: "A renewal's payment cannot be cancelled to edit it; pay it, or let the seats be released at the deadline",
    fi: "Uusinnan maksua ei voi perua muokkausta varten; maksa se tai anna paikkojen vapautua määräaikana",
    sv: "En förnyelses betalning kan inte avbrytas för att ändra den; betala den eller låt platserna frigöras vid tidsfristen",
  },
  "renewal.notSeasonal": {
    en: "Only a seasonal occasion has a next season: mark the occasion seasonal first",
    fi: "Vain kausiesityksellä on seuraava kausi: merkitse esitys ensin kausittaiseksi",
    sv: "Bara en säsongsföreställning har en nästa säsong: markera föreställningen som säsongsbunden först",
  },
  "renewal.nextSeasonExists": {
    en: "Next season has already been created from this occasion",
    fi: "Seuraava kausi on jo luotu tästä esityksestä",
    sv: "Nästa säsong har redan skapats från den här föreställningen",
  },
  "renewal.notPending": {
    en: "This renewal is no longer waiting: it was renewed or its seats were released",
    fi: "Tämä uusinta ei ole enää odottamassa: se on uusittu tai sen paikat on vapautettu",
    sv: "Den här förnyelsen väntar inte längre: den har förnyats eller platserna har frigjorts",
  },
  "validation.renewalsNeedSaleStart": {
    en: "Set when the public sale starts: renewals end then",
    fi: "Aseta yleisen myynnin alkamisaika: uusinnat päättyvät silloin",
    sv: "Ange när den allmänna försäljningen börjar: förnyelserna slutar då",
  },
  "validation.saleStartPast": {
    en: "The public sale must start in the future",
    fi: "Yleisen myynnin on alettava tulevaisuudessa",
    sv: "Den allmänna försäljningen måste börja i framtiden",
  },
  "validation.saleStartAfterStart": {
    en: "The public sale must start before the occasion",
    fi: "Yleisen myynnin on alettava ennen esitystä",
    sv: "Den allmänna försäljningen måste börja före föreställningen",
  },
  "validation.deadlinePast": {
    en: "The deadline must be in the future",
    fi: "Määräajan on oltava tulevaisuudessa",
    sv: "Tidsfristen måste vara i framtiden",
  },
  "validation.deadlineBeforeSale": {
    en: "An extended deadline must be after the public sale starts",
    fi: "Pidennetyn määräajan on oltava yleisen myynnin alun jälkeen",
    sv: "En förlängd tidsfrist måste vara efter att den allmänna försäljningen börjat",
  },
  "validation.deadlineAfterStart": {
    en: "The deadline must be before the occasion starts",
    fi: "Määräajan on oltava ennen esityksen alkua",
    sv: "Tidsfristen måste vara före föreställningens början",
  },
  "historyReason.notRenewed": {
    en: "not renewed by its deadline",
    fi: "ei uusittu määräaikaan mennessä",
    sv: "inte förnyad inom tidsfristen",
  },
  "historyReason.renewalCreated": {
    en: "renewal created for next season",
    fi: "uusinta luotu seuraavalle kaudelle",
    sv: "förnyelse skapad för nästa säsong",
  },
  "historyReason.houseSeatsCarriedOver": {
    en: "house seats carried over to next season",
    fi: "talon paikat siirretty seuraavalle kaudelle",
    sv: "husets platser överförda till nästa säsong",
  },
  "historyReason.renewedWithSkipPayment": {
    en: "renewed with skip payment",
    fi: "uusittu ilman maksua",
    sv: "förnyad utan betalning",
  },
  "historyReason.renewedNothingToPay": {
    en: "renewed, nothing to pay",
    fi: "uusittu, ei maksettavaa",
    sv: "förnyad, inget att betala",
  },
  "historyReason.renewedAwaitingPayment": {
    en: "renewed, awaiting payment",
    fi: "uusittu, odottaa maksua",
    sv: "förnyad, väntar på betalning",
  },
  "historyReason.renewalReleased": {
    en: "renewal released by administrator",
    fi: "ylläpitäjä vapautti uusinnan",
    sv: "förnyelsen frigjord av administratören",
  },
  "payment.invalidMessage": {
    en: "The payment service's answer could not be verified. Nothing was changed.",
    fi: "Maksupalvelun vastausta ei voitu varmentaa. Mitään ei muutettu.",
    sv: "Betaltjänstens svar kunde inte verifieras. Ingenting ändrades.",
  },
  "mail.notConfigured": {
    en: "Sending e-mail is not set up: the server's SMTP_URL names no mail server, so messages wait in the outbox until it does",
    fi: "Sähköpostin lähetystä ei ole määritetty: palvelimen SMTP_URL ei nimeä postipalvelinta, joten viestit odottavat lähtevien jonossa, kunnes se nimeää",
    sv: "Sändning av e-post är inte inställd: serverns SMTP_URL anger ingen e-postserver, så meddelandena väntar i utkorgen tills den gör det",
  },
} as const satisfies Record<string, Record<"en" | "fi" | "sv", string>>;

export type MessageKey = keyof typeof SERVER_MESSAGES;

/** The language server messages are written in for `language`: itself when it has texts, else the fallback's, else English. */
export function messageLanguage(language: string): string {
  const texts = SERVER_MESSAGES["errors.notFound"];
  if (Object.hasOwn(texts, language)) return language;
  return Object.hasOwn(texts, currentFallbackLanguage()) ? currentFallbackLanguage() : "en";
}

/**
 * The message in `language` (in the fallback language when it has none, e.g. a language an administrator
 * added, then English), with `{param}` placeholders filled.
 */
export function serverMessage(key: MessageKey, language: string, params: Record<string, string | number> = {}): string {
  const texts: Record<string, string> = Object.hasOwn(SERVER_MESSAGES, key) ? SERVER_MESSAGES[key] : { en: key };
  const inLanguage = (code: string) => (Object.hasOwn(texts, code) ? texts[code] : undefined);
  const text = inLanguage(language) ?? inLanguage(currentFallbackLanguage()) ?? texts.en ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
