/**
 * Strings of the first-run setup (/admin/setup): the steps a new deployment's first admin is led through, and the
 * dashboard's reminder while no market exists. The admin screens' own strings (market, catalog, settings) are used
 * where a step shares them.
 */
import { registerMessageCodes } from './message-codes.js';
export const FIRST_RUN_MSG = {
  pageTitle: 'Set up MarketDay',
  intro:
    'A few steps make your first market ready to take applications. Skip any of them and finish it later in the admin screens.',
  skip: 'Skip for now',
  saveAndContinue: 'Save and continue',
  saveAndAddAnother: 'Save and add another',
  back: 'Back',
  loadFailed: 'Failed to load what is set up so far. Please try again.',

  // the dashboard's reminder
  bannerTitle: 'Finish setting up',
  bannerText: 'Your organisation has no market yet. The setup walks you through the first one.',
  bannerAction: 'Continue the setup',

  // steps
  organisationStep: 'Organisation',
  organisationHelp: 'Your organisation’s name, logo and how vendors and shoppers reach you.',
  marketStep: 'First market',
  marketHelp: 'Where and when your market runs, and until when vendors may cancel a date.',
  seasonLegend: 'Season',
  seasonHelp: 'The market dates of every market day from the first date to the last (you can add more later).',
  seasonFrom: 'First market date',
  seasonTo: 'Last market date',
  marketReady: (name: string, hours: string) => `${name} is set up: ${hours}.`,
  catalogStep: 'Vendors and spaces',
  catalogHelp: 'The kinds of vendors you take, the kinds of space you rent, and their prices.',
  vendorTypeLegend: 'Add a vendor type',
  spaceTypeLegend: 'Add a space type',
  vendorTypesSoFar: 'Vendor types',
  spaceTypesSoFar: 'Space types',
  noneYet: 'None yet',
  documentsStep: 'Documents',
  documentsHelp: 'Which documents vendors must have on file before they can sell.',
  documentTypeLegend: 'Add a document type',
  paymentsStep: 'Payments',
  paymentsHelp:
    'Card payments are taken online. Write how vendors pay by Zelle, or by cash or check, to offer those too; leave them empty not to.',
  readyStep: 'Ready',
  readyTitle: 'Your market is ready to take applications',
  readyNoMarket: 'Add a market to take applications: the setup is done once your first market exists.',
  saved: 'Saved',
  skipped: 'Skipped',
  finishLater: (screen: string) => `Finish in ${screen}`,
  openApplication: 'Open the application page',
  goToDashboard: 'Go to the dashboard',
  nothingToSave: 'Nothing entered: skip the step, or fill it in',
} as const;

registerMessageCodes({ FIRST_RUN_MSG });
