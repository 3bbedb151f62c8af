import type { Translation } from '../../i18n/defineMessages';
import type { ErrorsMessageKey } from './messages';

/** English texts of the error pages (pt, in messages.ts, is the source): downloaded only by those who read English. */
const en: Translation<ErrorsMessageKey> = {
  'notFound.text': 'The address you opened does not exist.',
  'notFound.back': 'Back to start',
  'serverError.text': 'Something went wrong on our side and the page could not be opened. Nothing you had already saved was lost.',
  'serverError.persist': 'Try again in a moment; if the problem continues, contact support.',
  'serverError.back': 'Back to the previous page',
  'notAuthorized.text': 'Your role does not have permission to open this page.',
  'notAuthorized.ask': 'If you need it, ask an administrator of the company for access.',
  'notAuthorized.toDashboard': "Back to the company's dashboard",
  'maintenance.text': 'Retoma is undergoing planned maintenance and will be back in a few minutes.',
  'maintenance.safe': 'Your data is safe. Thank you for your patience!',
  'maintenance.retry': 'Try again',
  'companyNotAuthorized.text': 'Your account is not a member of this company, or your access to it was deactivated.',
  'companyNotAuthorized.named': 'Your account is not a member of the company “{company}”, or your access to it was deactivated.',
  'companyNotAuthorized.invite': 'To get in, ask one of its administrators for an invitation.',
  'companyNotFound.text': 'There is no company at the address you opened. Check the link or choose one of your companies.',
  'companyNotFound.named': 'The company “{company}” does not exist in Retoma. Check the address or choose one of your companies.',
  'comingSoon.text': 'This feature is getting its finishing touches so that it reaches your company ready to use.',
  'comingSoon.when': 'As soon as it is available, it appears in the Retoma menu for everyone allowed to use it.',
  'upcomingPage.text':
    'This page arrives with one of Retoma’s next modules. If you starred it, it stays in your starred pages and opens here as soon as it is released.',
  'errors.toCompanies': 'See my companies',
};
export default en;
