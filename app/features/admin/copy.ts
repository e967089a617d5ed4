/**
 * The admin area's copy. The spec shows no admin texts, so these are ours; pages, actions
 * and tests import them from here.
 */
export const ADMIN_COPY = {
  loginTitle: 'Admin sign-in',
  loginIntro: 'Sign in with your admin account. A second factor is required.',
  // One message whether the email exists or not, and whether the password or the email was wrong.
  invalidCredentials: 'Incorrect email or password.',
  missingCredentials: 'Enter your email and password.',
  // One message for the per-account and the per-IP limit.
  tooManyAttempts: 'Too many failed sign-ins. Wait 15 minutes and try again.',
  authUnavailable: 'Sign-in is unavailable right now. Please try again.',
  verifyTitle: 'Enter your authenticator code',
  verifyIntro:
    'Open your authenticator app and enter the 6-digit code for Emberforge.',
  enrollTitle: 'Set up your authenticator',
  enrollIntro:
    'Admin pages need a second factor. Scan the QR code with an authenticator app (or enter the secret by hand), then enter the 6-digit code it shows.',
  secretLabel: 'Secret',
  codeLabel: '6-digit code',
  invalidCode: 'That code is not valid. Enter the current 6-digit code.',
  codeShape: 'Enter the 6 digits your authenticator app shows.',
  // TOTP limits (issue 24, item 2; decision 0191).
  codeUsed:
    'That code was used already. Wait for the next code in your authenticator app.',
  codeTriesSpent: 'Too many wrong codes. Sign in again to get more tries.',
  codeLocked:
    'Too many wrong codes for this account. The code step is locked for an hour; the account’s email address was told.',
  notAnAdminTitle: 'No admin access',
  notAnAdmin:
    'This account is not an admin. Ask an admin to run `npm run admin:create` for it, or sign in with another account.',
  signOut: 'Sign out',
  signOutOthers: 'Sign out other devices',
  signOutEverywhere: 'Sign out everywhere',
  signedOutOthers: 'Your other sessions are signed out.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  forgotPasswordLink: 'Forgot your password?',
  forgotTitle: 'Reset your password',
  forgotIntro:
    'Enter your admin email and we will send you a link to set a new password.',
  forgotSent:
    'If an admin account exists for that email, a reset link is on its way. Check your inbox.',
  resetTitle: 'Set a new password',
  resetContinue: 'Continue to set a new password',
  resetLinkInvalid:
    'This reset link is invalid or has expired. Request a new one.',
  passwordTooShort: 'Use at least 12 characters.',
  passwordsDiffer: 'The two passwords do not match.',
  samePassword: 'Choose a password different from the current one.',
  passwordChanged: 'Your password is changed.',
  forbiddenOrigin: 'This form was sent from another site and was refused.',
  sourcesTitle: 'Sources',
  sourcesIntro:
    'Where signups came from: the form, and the UTM parameters of the address the visitor landed on. Confirmed counts waitlist signups that followed the confirmation link.',
  sourcesByForm: 'Signups by form',
  sourcesBySource: 'Signups by UTM source and medium',
  sourcesByCampaign: 'Top UTM campaigns',
  sourcesNone: '(none)',
  sourcesNoCampaigns: 'No signups with a UTM campaign yet.',
  failedMessagesTitle: 'Failed messages',
  failedMessagesIntro:
    'Welcome emails and Shopify customer syncs that gave up after their retries. Retry puts one back in the queue.',
  noFailedMessages: 'No failed messages.',
  retryMessage: 'Retry',
  messageRetried: 'The message is queued again.',
  messageNotFailed: 'That message is no longer failed; nothing changed.',
  invalidMessage: 'Choose a message to retry.',
} as const;

/** The shortest admin password this app accepts (GoTrue's own minimum is lower). */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** The product form (/admin/create-products). */
export const PRODUCT_FORM_COPY = {
  title: 'Create products',
  intro:
    'Creates the product in Shopify through the Admin API and publishes it to the online store.',
  titleRequired: 'Enter a title.',
  titleTooLong: 'Use at most 255 characters for the title.',
  descriptionTooLong: 'Use at most 5,000 characters for the description.',
  productTypeRequired: 'Enter a product type.',
  productTypeTooLong: 'Use at most 255 characters for the product type.',
  priceShape: 'Enter a price like 49 or 49.99.',
  compareAtNotHigher: 'The compare-at price must be higher than the price.',
  optionNameRequired: 'Name the option, for example Size.',
  optionNameTooLong: 'Use at most 255 characters for the option name.',
  optionValuesRequired: 'Enter the option values, separated by commas.',
  tooManyOptionValues: 'Use at most 20 option values.',
  duplicateOptionValues: 'Each option value may appear only once.',
  optionValueTooLong: 'Use at most 255 characters for each option value.',
  tooManyImages: 'Use at most 10 image URLs.',
  imageUrlInvalid: 'Enter one image URL per line, each starting with https://.',
  tagsTooLong: 'Use at most 1,000 characters for the tags.',
  statusInvalid: 'Choose Active or Draft.',
  categoryHint: 'Category:',
  notConfigured:
    'Product creation is not set up: SHOPIFY_ADMIN_API_TOKEN is missing on the server.',
  adminApiUnavailable:
    'Shopify could not be reached. Nothing was created; please try again.',
  fixErrors: 'Shopify refused the product. Fix the fields marked below.',
  notPublished:
    'The product was created but could not be published to the online store:',
  created: 'Product created.',
  viewProduct: 'View it in the store',
  createdDraft:
    'Product saved as a draft. Drafts are not in the store, so it has no page there until it is Active.',
  openInAdmin: "Open it in Shopify's admin",
  variantsUpdated:
    'Variants updated. Set a price for each, then create the product.',
  submit: 'Create product',
  updateVariants: 'Update variants',
  titleLabel: 'Title',
  descriptionLabel: 'Description',
  productTypeLabel: 'Product type',
  priceLabel: 'Price',
  compareAtLabel: 'Compare-at price',
  optionsLegend: 'Options and variants',
  optionNameLabel: 'Option name',
  optionNamePlaceholder: 'Size',
  optionValuesLabel: 'Option values (comma-separated)',
  optionValuesPlaceholder: 'Small, Large',
  variantsCaption: 'Variants',
  variantHeading: 'Variant',
  variantPriceHeading: 'Price (blank: the price above)',
  variantPriceLabel: (value: string) => `Price for ${value}`,
  imagesLabel: 'Image URLs (one per line)',
  tagsLabel: 'Tags (comma-separated)',
  statusLegend: 'Status',
  statuses: {ACTIVE: 'Active', DRAFT: 'Draft'},
} as const;

/** The admin pages' labels, headings and buttons (their messages are in ADMIN_COPY). */
export const ADMIN_PAGE_COPY = {
  nav: 'Admin',
  dashboard: 'Dashboard',
  createProducts: 'Create products',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  verify: 'Verify',
  verifyAndContinue: 'Verify and continue',
  qrCode: 'QR code for your authenticator app',
  sendResetLink: 'Send reset link',
  newPassword: 'New password',
  repeatPassword: 'Repeat the new password',
  setPassword: 'Set password',
} as const;

/** The dashboard's figures, tables and controls. */
export const DASHBOARD_COPY = {
  waitlistTotal: 'Waitlist signups',
  confirmedTotal: 'Confirmed (double opt-in)',
  referralsTotal: 'Confirmed referrals',
  newsletterTotal: 'Newsletter subscribers',
  newsletterFrom: (source: string) => `Newsletter from ${source}`,
  perDayTitle: 'Signups per day',
  funnelTitle: 'Waitlist funnel, last 30 days',
  funnelSource: 'UTM source',
  funnelNoSource: '(none)',
  funnelSteps: {
    landing_views: 'Landing views',
    dialogs_opened: 'Dialog opened',
    joined: 'Joined',
    confirmed: 'Confirmed',
    referred: 'Referred a friend',
  },
  funnelEmpty: 'No visits counted yet.',
  funnelChartTitle: (source: string | null) =>
    source === null
      ? 'Waitlist funnel per day, all sources'
      : `Waitlist funnel per day, UTM source ${source || '(none)'}`,
  funnelChartCaption: (days: number) =>
    `Funnel steps per day (UTC), last ${days} days.`,
  funnelSourceLabel: 'Show the days of',
  funnelAllSources: 'All sources',
  funnelShow: 'Show',
  chartTitle: 'Waitlist signups per day',
  chartCaption: (days: number) => `Signups per day (UTC), last ${days} days.`,
  perDayTable: 'Signups per day as a table',
  perDayHeadings: {day: 'Day', waitlist: 'Waitlist', newsletter: 'Newsletter'},
  latestTitle: 'Latest signups',
  latestCaption: 'Latest waitlist signups',
  latestHeadings: ['Name', 'Email', 'Joined (UTC)'],
  exportWaitlist: 'Export waitlist (CSV)',
  exportNewsletter: 'Export newsletter (CSV)',
  searchLabel: 'Search by email',
  /** The form's landmark name: the header's store search is another search landmark. */
  searchLandmark: 'Search signups',
  searchButton: 'Search',
  noMatch: 'No signups match.',
  pages: 'Signup pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number, total: number) =>
    `Page ${page} of ${pages} (${total} signups)`,
  topReferrers: 'Top referrers',
  noReferrals: 'No confirmed referrals yet.',
  referrerHeadings: ['Name', 'Email', 'Confirmed referrals'],
  sourceCounts: ['Waitlist', 'Confirmed', 'Newsletter'],
  formHeading: 'Form',
  sourceHeadings: ['Source', 'Medium'],
  campaignHeading: 'Campaign',
  failedHeadings: [
    'Kind',
    'Address',
    'Attempts',
    'Last error',
    'Created (UTC)',
  ],
  action: 'Action',
} as const;
