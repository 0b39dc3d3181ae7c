import type contact from '@/messages/en/contact.json'
import type member from '@/messages/en/member.json'
import { requestFailureKey } from '@/lib/requestFailure'

type Contact = (typeof contact)['contact']

/**
 * The enquiry form's words in the page's language, handed to it as plain props (`enquiryText`), so
 * the contact page ships no i18n runtime to the browser. `{name}` is the only placeholder left in them.
 */
export interface EnquiryText {
  form: Contact['form']
  rules: Contact['rules']
  file: Contact['file']
  request: (typeof member)['member']['request']
}

/** What to say when a call got no reply: timed out (10 s) or failed on the way. */
export const requestFailureText = (text: EnquiryText, error: unknown): string =>
  text.request[requestFailureKey(error) === 'request.timeout' ? 'timeout' : 'failed']
