'use client'

import { Link } from '@/ui/Link'
import { useLocale, useTranslations } from '@/i18n/clientTranslations'
import { useEffect, useState } from 'react'

import { callApi, storedToken } from '@/lib/apiClient'
import { beijingTime } from '@/lib/beijingTime'
import { localizedHref, pages } from '@/siteMap'

import { EmptyNote, MemberTable } from '../MemberSection'

/** What this list reads of a request in the track call's reply. */
interface TrackedRequest {
  rma: string
  productName: string
  status: string
  createdAt: string
  timeline?: { at: string }[]
}

type Listed = { state: 'reading' } | { state: 'read'; requests: TrackedRequest[] }

const lastChange = (request: TrackedRequest) => request.timeline?.at(-1)?.at ?? request.createdAt

/**
 * The member's service requests, from the track call with their session and no RMA number. A refusal
 * or a failed call shows the empty list: this part of the page never becomes an error.
 */
export function MyServiceRequests() {
  const t = useTranslations('account.serviceRequests')
  const tStatus = useTranslations('serviceRequest.status')
  const locale = useLocale()
  const [listed, setListed] = useState<Listed>({ state: 'reading' })

  useEffect(() => {
    let current = true
    callApi<{ requests?: TrackedRequest[] }>('/api/serviceRequest/track', {}, { locale, token: storedToken() })
      .then((reply) => (reply.code === 1 && Array.isArray(reply.data?.requests) ? reply.data.requests : []))
      .catch(() => [])
      .then((requests) => {
        if (current) setListed({ state: 'read', requests })
      })
    return () => {
      current = false
    }
  }, [locale])

  if (listed.state === 'reading') return <EmptyNote>{t('loading')}</EmptyNote>
  if (listed.requests.length === 0)
    return (
      <EmptyNote testId="no-service-requests">
        {t('empty')}{' '}
        <Link href={localizedHref(locale, pages.serviceRequest.path)} className="font-medium text-brand underline underline-offset-2">
          {t('new')}
        </Link>
      </EmptyNote>
    )
  return (
    <MemberTable columns={[t('rma'), t('product'), t('status'), t('updated'), { hidden: t('track') }]}>
      {listed.requests.map((request) => (
        <tr key={request.rma}>
          <td className="whitespace-nowrap font-mono">{request.rma}</td>
          <td>{request.productName}</td>
          <td>{tStatus.has(request.status) ? tStatus(request.status) : request.status}</td>
          <td className="whitespace-nowrap">{beijingTime(lastChange(request))}</td>
          <td>
            <Link
              href={`${localizedHref(locale, pages.serviceRequestTrack.path)}?${new URLSearchParams({ rma: request.rma })}`}
              aria-label={t('trackFor', { rma: request.rma })}
              className="font-medium text-brand underline underline-offset-2"
            >
              {t('track')}
            </Link>
          </td>
        </tr>
      ))}
    </MemberTable>
  )
}
