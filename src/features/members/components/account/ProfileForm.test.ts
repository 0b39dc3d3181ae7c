import { ClientTranslations } from '@/i18n/clientTranslations'
import { type ComponentProps, createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { loadMessages } from '@/messages'

import { ProfileForm } from './ProfileForm'

// the form's save refreshes the page through Next's router, which a bare render does not mount
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined, push: () => undefined }) }))

describe('the /account profile form', () => {
  it('arrives from the server with the member’s name and company in its fields', async () => {
    const html = renderToString(
      createElement(
        ClientTranslations,
        { locale: 'zh', messages: await loadMessages('zh') } as ComponentProps<typeof ClientTranslations>,
        createElement(ProfileForm, { truename: '王小明', company: '杭州真空阀门有限公司' }),
      ),
    )
    expect(html).toMatch(/<input[^>]*id="account-truename"[^>]*value="王小明"/)
    expect(html).toMatch(/<input[^>]*id="account-company"[^>]*value="杭州真空阀门有限公司"/)
  })
})
