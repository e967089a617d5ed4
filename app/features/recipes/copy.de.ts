/** German of ./copy.ts (app/lib/copy.ts: one catalogue per language). */
import type {CopyOf} from '~/lib/copy';
import type {RECIPES_COPY} from './copy';

export const RECIPES_DE = {
  RECIPES_COPY: {
    title: 'KI-Rezepte',
    eyebrow: 'Grillplaner',
    heading: 'Planen Sie Ihre Grillsession',
    intro:
      'Sagen Sie uns, was Sie haben und wann Sie essen möchten. Sie bekommen einen vollständigen Plan für Ihren Kamado: Aufbau, Ventile, Kohle, einen Zeitplan, die Kerntemperaturen zum Herausnehmen und was Sie brauchen.',
    description:
      'Ein Kamado-Grillplaner: Aufbau, Ventile, Kohle, ein Zeitplan bis zur Servierzeit, sichere Kerntemperaturen und das nötige Zubehör, für Brisket, Rippchen, Pizza und mehr.',
    formHeading: 'Was grillen Sie?',
    haveLabel: 'Was ich habe',
    havePlaceholder: '2 kg Schweineschulter, Apfelholz, fertig um 19:00',
    haveHint:
      'Optional. Was Sie hier schreiben (das Grillgut, sein Gewicht oder die Personenzahl, das Holz, eine Servierzeit), ersetzt dieselbe Auswahl weiter unten.',
    cookLabel: 'Was grillen',
    cookPlaceholder: 'Auswählen…',
    servingsLabel: 'Portionen',
    weightLabel: 'Oder sein Gewicht',
    weightUnitLabel: 'Gewichtseinheit',
    styleLabel: 'Stil',
    styleDefault: 'Am besten für dieses Gericht',
    readyLabel: 'Fertig um',
    readyHint: 'Optional: Wir rechnen von dieser Zeit zurück.',
    grillLabel: 'Grillgröße',
    fuelLabel: 'Brennstoff',
    woodLabel: 'Vorhandenes Holz',
    unitsLabel: 'Temperaturen in',
    submit: 'Grillsession planen',
    errorHeading: 'Das können wir noch nicht planen',
    understoodPrefix: 'Wir haben verstanden:',
    planSource: {
      engine: 'Geplant von unserer Kamado-Engine.',
      llm: 'Von KI aus dem Plan unserer Kamado-Engine formuliert; jede Temperatur, Zeit und Menge stammt von der Engine.',
      fallback:
        'Unser KI-Texter ist gerade nicht verfügbar, daher steht hier der Wortlaut der Engine; der Plan ist vollständig.',
    },
    fitHeading: 'Grillgröße',
    atAGlance: 'Auf einen Blick',
    setupLabel: 'Aufbau',
    domeLabel: 'Deckel',
    searLabel: 'Anbraten bei',
    ventsLabel: 'Ventile',
    fuelAmountLabel: 'Kohle',
    woodAmountLabel: 'Holz',
    totalLabel: 'Von Anfang bis Ende',
    serveLabel: 'Servieren um',
    timelineHeading: 'Zeitplan',
    temperaturesHeading: 'Kerntemperaturen',
    usdaMinimum: 'USDA-Minimum',
    ingredientsHeading: 'Zutaten',
    stepsHeading: 'Schritte',
    needsHeading: 'Was Sie brauchen',
    needsUnavailable:
      'Unsere Produkte konnten gerade nicht geladen werden; der Plan oben ist auch ohne sie vollständig.',
    notSold: 'Noch nicht in unserem Shop.',
    soldOutChoice: (wanted: string, offered: string) =>
      `${wanted} ist gerade ausverkauft: ${offered} geht genauso.`,
    guidesHeading: 'Anleitungen',
    notes: 'Notizen',
    printHint: 'Drucken Sie diese Seite für eine saubere Kopie des Plans.',
    dayBefore: (days: number) =>
      days === 1 ? 'am Vortag' : `${days} Tage vorher`,
  },
} satisfies CopyOf<{RECIPES_COPY: typeof RECIPES_COPY}>;
