import { expect, type Page, test } from '@playwright/test'

import enApi from '../src/messages/en/api.json' with { type: 'json' }
import enService from '../src/messages/en/service.json' with { type: 'json' }
import zhApi from '../src/messages/zh/api.json' with { type: 'json' }
import zhService from '../src/messages/zh/service.json' with { type: 'json' }
import { serviceRequestBody } from '../tests/support/serviceRequestBody'
import { signInAsEditor } from './editor-staff'
import { type Locale, ownClientAddress, registerMemberByApi, toast } from './support/member'
import { moveServiceRequest } from './support/serviceRequests'
import { fill } from './support/site'

const messages = {
  zh: { status: zhService.serviceRequest.status, refusals: zhApi.api.serviceRequest },
  en: { status: enService.serviceRequest.status, refusals: enApi.api.serviceRequest },
}

test.use({ extraHTTPHeaders: ownClientAddress() })

/** The names the status select offers, once opened. */
async function statusChoices(page: Page): Promise<string[]> {
  await page.locator('#field-status .rs__control').click()
  const options = page.locator('.rs__menu .rs__option')
  await expect(options.first()).toBeVisible()
  const names = await options.allTextContents()
  await page.keyboard.press('Escape')
  return names
}

for (const language of ['zh', 'en'] as Locale[]) {
  const { status, refusals } = messages[language]

  test(`staff are offered only the moves the rules allow, and a refused move says why (${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    // a member's request, received at the workshop (API calls in their own context: the admin logs in by its form)
    const member = await registerMemberByApi(request)
    const submitted = await request.post('/api/serviceRequest/submit', {
      headers: { UserToken: member.token },
      data: serviceRequestBody({ mobile: member.mobile, name: member.truename, company: member.company }),
    })
    const { rma } = ((await submitted.json()) as { data: { rma: string } }).data
    const { id } = await moveServiceRequest(request, rma, 'received')

    // the admin's language is the staff member's choice (Payload's cookie; Chinese without one)
    if (language === 'en') await page.context().addCookies([{ name: 'payload-lng', value: 'en', url: baseURL ?? '' }])
    await signInAsEditor(page)
    await page.goto(`/admin/collections/service-requests/${id}`)
    expect(await statusChoices(page)).toEqual([status.received, status.inspected])

    // staff choose the next step; before they save, a colleague inspects and quotes the request
    // (Payload's own check of a stale form runs with the form's next change, which never comes). The
    // form reports the choice to the server first (Payload's form state, a POST to the page's own
    // address): a report still on its way when the colleague saved found the form stale and covered
    // it with Payload's "modified by another" dialog, and the save below then waited in vain
    const reported = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === `/admin/collections/service-requests/${id}`,
    )
    await page.locator('#field-status .rs__control').click()
    await page.locator('.rs__menu .rs__option', { hasText: status.inspected }).click()
    await reported
    await moveServiceRequest(request, rma, 'inspected', { findings: 'Seal worn.' })
    await moveServiceRequest(request, rma, 'quoted', { quote: { amount: 4800, currency: 'CNY', leadTimeDays: 10 } })
    await page.locator('#action-save').click()
    const reason = fill(refusals.statusAwaitsCustomer, { from: status.quoted, to: status.inspected })
    await expect(toast(page, reason)).toBeVisible()

    // opened again, the form offers only where the request stands: the next step is the customer's
    await page.reload()
    expect(await statusChoices(page)).toEqual([status.quoted])
  })
}
