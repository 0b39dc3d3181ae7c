import { expect, type Page, test } from '@playwright/test'
import { createTranslator } from 'next-intl'

import enApi from '../src/messages/en/api.json' with { type: 'json' }
import enContact from '../src/messages/en/contact.json' with { type: 'json' }
import enMember from '../src/messages/en/member.json' with { type: 'json' }
import enService from '../src/messages/en/service.json' with { type: 'json' }
import zhApi from '../src/messages/zh/api.json' with { type: 'json' }
import zhContact from '../src/messages/zh/contact.json' with { type: 'json' }
import zhMember from '../src/messages/zh/member.json' with { type: 'json' }
import zhService from '../src/messages/zh/service.json' with { type: 'json' }
import { serviceRequestRuleValues } from '../src/features/serviceRequests/requestRules'
import { serviceRequestBody } from '../tests/support/serviceRequestBody'
import { type Locale, localized, ownClientAddress, registerMemberByApi, toast } from './support/member'
import { staffToken } from './editor-staff'
import { moveServiceRequest, samplePhoto } from './support/serviceRequests'
import { newMobile, serviceNoticesFor, smsCodeFor } from './support/sms'
import { inChineseOnlyOnPhone } from './support/site'

const messages = {
  zh: { ...zhService, ...zhApi, ...zhContact, ...zhMember },
  en: { ...enService, ...enApi, ...enContact, ...enMember },
}

test.use({ extraHTTPHeaders: ownClientAddress() })

for (const locale of ['zh', 'en'] as Locale[]) {
  const m = messages[locale]
  const form = m.serviceRequest.form
  const track = m.serviceRequest.track
  type Refusals = typeof m.api.serviceRequest
  const rule = (key: { [K in keyof Refusals]: Refusals[K] extends string ? K : never }[keyof Refusals]) =>
    createTranslator({ locale, messages: m, namespace: 'api.serviceRequest' })(key, serviceRequestRuleValues)
  const field = (page: Page, name: string) => page.locator(`#service-${name}`)

  test.describe(`service request (${locale})`, () => {
    inChineseOnlyOnPhone(locale)
    test('a visitor sends a repair request with a hazardous-media declaration and a photo, gets the RMA number and the return form, and tracks it', async ({
      page,
    }) => {
      test.setTimeout(90_000)
      const mobile = newMobile()
      await page.goto(localized(locale, '/serviceRequest?product=vacuumValve:3'))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(field(page, 'product')).toHaveValue('vacuumValve:3')

      // nothing filled in: every missing field says so in the visitor's language, the first takes the focus
      await page.getByRole('button', { name: form.submit, exact: true }).click()
      await expect(page.locator('#service-kind-error')).toHaveText(rule('kindRequired'))
      await expect(page.locator('#service-fault-error')).toHaveText(rule('faultRequired'))
      await expect(page.locator('#service-contamination-error')).toHaveText(rule('contaminationRequired'))
      await expect(page.locator('#service-code-error')).toHaveText(rule('codeRequired'))
      await expect(page.getByLabel(m.serviceRequest.kind.repair, { exact: true })).toBeFocused()

      await page.getByLabel(m.serviceRequest.kind.repair, { exact: true }).check()
      await field(page, 'modelNumber').fill('HVA-63-KF')
      await field(page, 'serialNumbers').fill('SN2024-0187')
      await field(page, 'fault').fill('Leaks at the bonnet seal after 200,000 cycles.')
      await field(page, 'processGases').fill('Cl2, BCl3')
      await field(page, 'processTemperatures').fill('120 °C')

      // hazardous media: the substances and the cleaning are asked for, and required
      await expect(field(page, 'substances')).toHaveCount(0)
      await page.getByLabel(m.serviceRequest.contamination.hazardous, { exact: true }).check()
      await field(page, 'substances').fill('Chlorine and boron trichloride residues')
      await page.getByRole('button', { name: form.submit, exact: true }).click()
      await expect(page.locator('#service-cleaning-error')).toHaveText(rule('cleaningRequired'))
      await expect(field(page, 'cleaning')).toBeFocused()
      await field(page, 'cleaning').fill('Purged with N2 for 24 h, wiped with IPA')
      await expect(page.locator('#service-cleaning-error')).toHaveCount(0)
      await field(page, 'declarantName').fill('Li Wei')

      await page
        .getByLabel(form.files, { exact: true })
        .setInputFiles({ name: 'valve-seal.jpg', mimeType: 'image/jpeg', buffer: await samplePhoto() })
      await expect(toast(page, m.contact.file.uploaded)).toBeVisible()
      await expect(page.getByTestId('service-files')).toContainText('valve-seal.jpg')

      await field(page, 'contactName').fill('Li Wei')
      await field(page, 'company').fill('E2E Fab Wuxi')
      await field(page, 'mobile').fill(mobile)
      await page.getByRole('button', { name: m.member.code.get }).click()
      await expect(toast(page, m.member.code.sent)).toBeVisible()
      const code = await smsCodeFor(mobile, 'serviceRequest')
      await field(page, 'returnAddress').fill('No. 1 Fab Road, Wuxi')

      // a wrong code is refused at its field, and nothing typed is lost
      await field(page, 'code').fill(code === '000000' ? '111111' : '000000')
      await page.getByRole('button', { name: form.submit, exact: true }).click()
      await expect(page.locator('#service-code-error')).toHaveText(m.api.member.codeWrong)
      await expect(field(page, 'code')).toBeFocused()
      await expect(field(page, 'fault')).toHaveValue('Leaks at the bonnet seal after 200,000 cycles.')
      await expect(field(page, 'substances')).toHaveValue('Chlorine and boron trichloride residues')
      await expect(field(page, 'product')).toHaveValue('vacuumValve:3')
      await expect(page.getByTestId('service-files')).toContainText('valve-seal.jpg')

      await field(page, 'code').fill(code)
      await page.getByRole('button', { name: form.submit, exact: true }).click()
      const sent = page.getByTestId('request-sent')
      await expect(sent.getByRole('heading', { name: m.serviceRequest.done.heading })).toBeFocused()
      const rma = (await sent.getByTestId('rma-number').textContent())?.trim() ?? ''
      expect(rma).toMatch(/^RMA-\d{4}-\d{5,}$/)

      const returnForm = await sent.getByRole('link', { name: m.serviceRequest.done.returnForm }).getAttribute('href')
      expect(returnForm).toMatch(/^\/files\/return-form\//)
      const pdf = await page.request.get(returnForm ?? '')
      expect(pdf.status()).toBe(200)
      expect(pdf.headers()['content-type']).toContain('application/pdf')

      await sent.getByRole('link', { name: m.serviceRequest.done.track }).click()
      await expect(page).toHaveURL((url) => url.searchParams.get('rma') === rma)
      await expect(page.locator('#track-rma')).toHaveValue(rma)

      // a wrong mobile with the right number reveals nothing
      await page.locator('#track-mobile').fill(newMobile())
      await page.getByRole('button', { name: track.submit, exact: true }).click()
      await expect(page.locator('#track-rma-error, #track-mobile-error')).toHaveText(m.api.serviceRequest.notFound)
      await expect(page.getByTestId('tracked-request')).toHaveCount(0)

      await page.locator('#track-mobile').fill(mobile)
      await page.getByRole('button', { name: track.submit, exact: true }).click()
      const tracked = page.getByTestId('tracked-request')
      await expect(tracked.getByRole('heading', { name: rma })).toBeVisible()
      await expect(tracked.getByTestId('request-status')).toHaveText(m.serviceRequest.status.requested)
      await expect(tracked.getByRole('list', { name: track.timeline }).locator('[aria-current="step"]')).toContainText(
        m.serviceRequest.status.requested,
      )
    })

    test('staff inspect and quote, the member accepts online in one click, staff repair, test and ship: each step reaches the SMS outbox and the tracking page', async ({
      page,
    }) => {
      test.setTimeout(90_000)
      // a member sends the request (the form itself is the test above): their session stands for the
      // SMS codes, which a visitor could not get twice within the resend wait of one number
      const member = await registerMemberByApi(page.request)
      const loggedIn = await page.request.post('/api/user/login', { data: { mobile: member.mobile, password: member.password } })
      expect(((await loggedIn.json()) as { code: number }).code).toBe(1)
      const submitted = await page.request.post('/api/serviceRequest/submit', {
        data: serviceRequestBody({ mobile: member.mobile, name: member.truename, company: member.company }, { urgency: 'urgent' }),
      })
      const { code: accepted, data } = (await submitted.json()) as { code: number; data: { rma: string } }
      expect(accepted).toBe(1)
      const rma = data.rma

      await moveServiceRequest(page.request, rma, 'received')
      await moveServiceRequest(page.request, rma, 'inspected', { findings: 'Worn gate seal, scratched seat.' })
      await moveServiceRequest(page.request, rma, 'quoted', { quote: { amount: 4800, currency: 'CNY', leadTimeDays: 10 } })

      // the member's requests are listed without typing a number
      await page.goto(localized(locale, '/serviceRequest/track'))
      const tracked = page.getByTestId('tracked-request').filter({ hasText: rma })
      await expect(tracked.getByTestId('request-status')).toHaveText(m.serviceRequest.status.quoted)
      await expect(tracked).toContainText('Worn gate seal, scratched seat.')
      await expect(tracked).toContainText('4,800')

      await tracked.getByRole('button', { name: track.approve, exact: true }).click()
      await expect(page.getByText(track.approved)).toBeVisible()
      await expect(tracked.getByTestId('request-status')).toHaveText(m.serviceRequest.status.approved)

      // an answer is final: a second one is refused and changes nothing
      const again = await page.request.post('/api/serviceRequest/answerQuote', { data: { rma, decision: 'decline' } })
      expect(((await again.json()) as { code: number }).code).toBe(0)

      await moveServiceRequest(page.request, rma, 'repairing')
      await moveServiceRequest(page.request, rma, 'testing', { testResults: 'Helium leak rate 2×10⁻¹⁰ mbar·l/s' })
      await moveServiceRequest(page.request, rma, 'shipped', { shipping: { carrier: 'SF Express', trackingNumber: 'SF1234567890' } })

      await page.reload()
      await expect(tracked.getByTestId('request-status')).toHaveText(m.serviceRequest.status.shipped)
      await expect(tracked).toContainText('SF1234567890')
      await expect(tracked).toContainText('Helium leak rate 2×10⁻¹⁰ mbar·l/s')
      await expect(tracked.getByRole('list', { name: track.timeline }).locator('[aria-current="step"]')).toContainText(
        m.serviceRequest.status.shipped,
      )
      // every change the customer should know of reached their SMS outbox; repairing and testing show on the page only
      await expect
        .poll(() => serviceNoticesFor(member.mobile))
        .toEqual(['requested', 'received', 'inspected', 'quoted', 'approved', 'shipped'])
    })

    test('a customer without a session answers the quote on the tracking page with the code sent to their mobile', async ({
      page,
      request,
    }) => {
      // an account staff opened (no code was sent to the number yet): its request is then tracked by
      // someone who only has the two numbers
      const mobile = newMobile()
      const password = 'Valve2024'
      const created = await request.post('/cms-api/members', {
        headers: { Authorization: `JWT ${await staffToken(request)}` },
        data: { mobile, password, company: 'E2E Fab Hefei', fullName: 'Wang Wu' },
      })
      expect(created.ok()).toBe(true)
      const login = (await (await request.post('/api/user/login', { data: { mobile, password } })).json()) as { token?: string }
      const submitted = await request.post('/api/serviceRequest/submit', {
        headers: { UserToken: login.token ?? '' },
        data: serviceRequestBody({ mobile, name: 'Wang Wu', company: 'E2E Fab Hefei' }, { kind: 'upgrade', product: 'presysModel:y70Two' }),
      })
      const { data } = (await submitted.json()) as { data: { rma: string } }
      const rma = data.rma
      await moveServiceRequest(request, rma, 'received')
      await moveServiceRequest(request, rma, 'inspected', { findings: 'Actuator ready for the heated bonnet.' })
      await moveServiceRequest(request, rma, 'quoted', { quote: { amount: 12000, currency: 'CNY', leadTimeDays: 20 } })

      await page.goto(localized(locale, `/serviceRequest/track?rma=${rma}`))
      await page.locator('#track-mobile').fill(mobile)
      await page.getByRole('button', { name: track.submit, exact: true }).click()
      const tracked = page.getByTestId('tracked-request')
      await expect(tracked.getByTestId('request-status')).toHaveText(m.serviceRequest.status.quoted)
      await tracked.getByRole('button', { name: m.member.code.get }).click()
      await tracked.getByLabel(track.code).fill(await smsCodeFor(mobile, 'serviceRequest'))
      await tracked.getByRole('button', { name: track.decline, exact: true }).click()
      await expect(page.getByText(track.declined)).toBeVisible()
      await expect(tracked.getByTestId('request-status')).toHaveText(m.serviceRequest.status.declined)
      // declined is final: accepting afterwards is refused
      const late = await request.post('/api/serviceRequest/answerQuote', {
        headers: { UserToken: login.token ?? '' },
        data: { rma, decision: 'approve' },
      })
      expect(((await late.json()) as { code: number }).code).toBe(0)
    })

    test('the tracking page refuses an RMA number in the wrong shape before asking anyone', async ({ page }) => {
      await page.goto(localized(locale, '/serviceRequest/track'))
      await page.locator('#track-rma').fill('RMA-42')
      await page.locator('#track-mobile').fill(newMobile())
      await page.getByRole('button', { name: track.submit, exact: true }).click()
      await expect(page.locator('#track-rma-error')).toHaveText(track.rmaInvalid)
      await expect(page.locator('#track-rma')).toBeFocused()
    })
  })
}
