import { expect, type Page, test } from '@playwright/test'

import enAccount from '../src/messages/en/account.json' with { type: 'json' }
import enApi from '../src/messages/en/api.json' with { type: 'json' }
import enCommon from '../src/messages/en/common.json' with { type: 'json' }
import enContact from '../src/messages/en/contact.json' with { type: 'json' }
import enMember from '../src/messages/en/member.json' with { type: 'json' }
import zhAccount from '../src/messages/zh/account.json' with { type: 'json' }
import zhApi from '../src/messages/zh/api.json' with { type: 'json' }
import zhCommon from '../src/messages/zh/common.json' with { type: 'json' }
import zhContact from '../src/messages/zh/contact.json' with { type: 'json' }
import zhMember from '../src/messages/zh/member.json' with { type: 'json' }
import { siteNames } from '../src/siteMap/namesOfAFreshSite'
import { serviceRequestBody } from '../tests/support/serviceRequestBody'
import { captchaSolved } from './support/enquiries'
import { type Locale, localized, ownClientAddress, registerMemberByApi, type TestMember, toast } from './support/member'
import { fill, inChineseOnlyOnPhone } from './support/site'
import { newMobile, smsCodeFor } from './support/sms'

const account = { zh: zhAccount.account, en: enAccount.account }
const api = { zh: zhApi.api, en: enApi.api }
const shell = { zh: zhCommon.shell, en: enCommon.shell }
const contact = { zh: zhContact.contact, en: enContact.contact }
const member = { zh: zhMember.member, en: enMember.member }

test.use({ extraHTTPHeaders: ownClientAddress() })

/** Logs in on the login page; the site then shows the home page with the member's header. */
async function logIn(page: Page, locale: Locale, mobile: string, password: string) {
  await page.goto(localized(locale, '/login'))
  await page.locator('#login-mobile').fill(mobile)
  await page.locator('#login-password').fill(password)
  await page.getByRole('button', { name: member[locale].login.submit, exact: true }).click()
  await expect(toast(page, member[locale].login.success)).toBeVisible()
}

/** The header's member entries; on a phone they sit in the menu. */
async function openHeaderMenu(page: Page, locale: Locale) {
  if (test.info().project.name === 'phone') await page.getByRole('button', { name: shell[locale].openMenu }).click()
}

/** An enquiry the logged-in member sends from the contact page. */
async function sendEnquiry(page: Page, locale: Locale, text: string) {
  const t = contact[locale].form
  await page.goto(localized(locale, '/contactUs'))
  await page.getByLabel(t.mr, { exact: true }).check()
  await page.locator('#enquiry-familyname').fill('Account')
  await page.locator('#enquiry-firstname').fill('Tester')
  await page.locator('#enquiry-mobile').fill('+49 30 1234567')
  await page.locator('#enquiry-email').fill(`account-${locale}-${Date.now()}@example.com`)
  await page.locator('#enquiry-country').selectOption({ index: 5 })
  await page.locator('#enquiry-content').fill(text)
  await page.locator('#enquiry-consent').check()
  await captchaSolved(page)
  await page.getByRole('button', { name: t.submit, exact: true }).click()
  await expect(toast(page, t.sent)).toBeVisible()
}

/** A datasheet of the download centre the member downloads through the download call: its title in `locale`. */
async function downloadADatasheet(page: Page, locale: Locale, registered: TestMember): Promise<string> {
  const list = await (await page.request.post('/api/product/getDownloadList', { data: { type: 1 } })).json()
  const item = list.data.list[0] as { id: number; title: string; title_en: string }
  const granted = await (
    await page.request.post('/api/product/download', { data: { id: item.id }, headers: { UserToken: registered.token } })
  ).json()
  expect(granted.code).toBe(1)
  return locale === 'zh' ? item.title : item.title_en
}

for (const locale of ['zh', 'en'] as Locale[]) {
  const t = account[locale]

  test.describe(`a member's own space (${locale})`, () => {
    inChineseOnlyOnPhone(locale)
    test('a member opens their space from the header, edits their company, finds their enquiry and download, and moves to a new number', async ({
      page,
      request,
    }) => {
      // the contact form's proof of work takes a few seconds
      test.setTimeout(120_000)
      const registered = await registerMemberByApi(request)
      const datasheet = await downloadADatasheet(page, locale, registered)
      await logIn(page, locale, registered.mobile, registered.password)
      const enquiryText = `Account space enquiry ${locale} ${Date.now()}`
      await sendEnquiry(page, locale, enquiryText)

      await openHeaderMenu(page, locale)
      await page.getByRole('link', { name: siteNames.pages.account[locale], exact: true }).filter({ visible: true }).click()
      await expect(page).toHaveURL(localized(locale, '/account'))
      await expect(page.getByRole('heading', { level: 1, name: siteNames.pages.account[locale] })).toBeVisible()
      // the member's own page is kept by no shared cache
      const answer = await page.request.get(localized(locale, '/account'), { maxRedirects: 0 })
      expect(answer.status()).toBe(200)
      expect(answer.headers()['cache-control']).toMatch(/^private, .*no-store/)
      // the server's HTML already holds the name and company in their fields, before any script runs
      const html = await answer.text()
      expect(html).toMatch(new RegExp(`<input[^>]*id="account-truename"[^>]*value="${registered.truename}"`))
      expect(html).toMatch(new RegExp(`<input[^>]*id="account-company"[^>]*value="${registered.company}"`))

      // the profile: the company is edited and stays edited
      await expect(page.locator('#account-truename')).toHaveValue(registered.truename)
      await page.locator('#account-company').fill('Account Space Vacuum Co.')
      await page.getByRole('button', { name: t.profile.save }).click()
      await expect(toast(page, api[locale].member.profileSaved)).toBeVisible()
      await page.reload()
      await expect(page.locator('#account-company')).toHaveValue('Account Space Vacuum Co.')

      // a new member has no service requests: the way to send one
      const requests = page.locator('section[aria-labelledby="account-service-requests"]')
      await expect(requests.getByRole('heading', { name: t.serviceRequests.heading })).toBeVisible()
      await expect(requests.getByTestId('no-service-requests')).toContainText(t.serviceRequests.empty)
      await expect(requests.getByRole('link', { name: t.serviceRequests.new })).toHaveAttribute(
        'href',
        localized(locale, '/serviceRequest'),
      )
      // a request the member sends (their session stands for the code) is listed with its status
      const sent = await page.request.post('/api/serviceRequest/submit', {
        data: serviceRequestBody(
          { mobile: registered.mobile, name: registered.truename, company: 'Account Space Vacuum Co.' },
          { kind: 'maintenance', product: 'vacuumValve:2', modelNumber: 'AV-40', serialNumbers: 'SN-4040', fault: 'Yearly maintenance.' },
        ),
      })
      const { code: accepted, data } = (await sent.json()) as { code: number; data: { rma: string } }
      expect(accepted).toBe(1)
      await page.reload()
      await expect(requests.getByRole('link', { name: data.rma })).toHaveAttribute(
        'href',
        localized(locale, `/serviceRequest/track?rma=${data.rma}`),
      )

      // what they sent and what they downloaded, with a fresh grant to download it again
      await expect(page.getByTestId('account-enquiries')).toContainText(enquiryText)
      const downloads = page.getByTestId('account-downloads')
      await expect(downloads).toContainText(datasheet)
      const granted = page.waitForResponse((response) => response.url().endsWith('/api/product/download'))
      const opened = page.context().waitForEvent('page')
      await downloads
        .getByRole('button', { name: fill(t.downloads.againFor, { title: datasheet }) })
        .first()
        .click()
      expect((await (await granted).json()).code).toBe(1)
      await (await opened).close()

      // the data rights are one link away
      await expect(page.getByRole('link', { name: t.data.link })).toHaveAttribute('href', localized(locale, '/memberData'))

      // the mobile number changes with the code sent to the new number and the current password
      const mobile = newMobile()
      await page.locator('#account-mobile').fill(mobile)
      await page.locator('section[aria-labelledby="account-profile"]').getByTestId('get-code').click()
      await expect(toast(page, member[locale].code.sent)).toBeVisible()
      await page.locator('#account-code').fill(await smsCodeFor(mobile, 'changeMobile'))
      await page.locator('#account-password').fill('wrong123')
      await page.getByRole('button', { name: t.mobile.submit }).click()
      await expect(toast(page, api[locale].member.passwordWrong)).toBeVisible()
      await page.locator('#account-password').fill(registered.password)
      await page.getByRole('button', { name: t.mobile.submit }).click()
      await expect(toast(page, api[locale].member.mobileChanged)).toBeVisible()
      await expect(page.getByTestId('account-mobile-now')).toContainText(mobile)

      // they log out and in again with the new number
      await openHeaderMenu(page, locale)
      await page.getByRole('button', { name: member[locale].status.logout }).filter({ visible: true }).click()
      await expect(toast(page, member[locale].status.loggedOut)).toBeVisible()
      await logIn(page, locale, mobile, registered.password)
      await page.goto(localized(locale, '/account'))
      await expect(page.getByTestId('account-mobile-now')).toContainText(mobile)
    })

    test('a visitor who opens the space is sent to log in', async ({ page }) => {
      await page.goto(localized(locale, '/account'))
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/login')}\\?redirect=%2Faccount$`))
    })
  })
}
