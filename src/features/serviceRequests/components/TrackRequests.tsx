'use client'

import { Link } from '@/ui/Link'
import { useLocale, useTranslations } from '@/i18n/clientTranslations'
import { useEffect, useRef, useState } from 'react'
import { safeParse } from 'zod/mini'

import { FormField, inputClass, primaryButtonClass } from '@/ui/FormField'
import { toast } from '@/ui/toast'
import { mobileInput } from '@/features/members/components/MemberInput'
import { mobileSchema } from '@/features/members/rules'
import { callApi, storedToken } from '@/lib/apiClient'
import { requestFailureKey } from '@/lib/requestFailure'
import { localizedHref, pages } from '@/siteMap'

import { normaliseRmaNumber } from '../rmaNumber'
import { RequestCard } from './RequestCard'
import type { TrackedRequest } from './trackedRequest'

type Problems = Partial<Record<'rma' | 'mobile', string>>

interface TrackRequestsProps {
  /** A logged-in member sees their own requests without typing anything. */
  member: boolean
  /** The RMA number of the address (`?rma=`), to prefill. */
  rma: string
}

/**
 * The tracking page's look-up: the RMA number and the mobile number given in the request, checked
 * here first; a refusal (a wrong pair answers like an unknown number) shows at its field. A member's
 * requests are listed at once.
 */
export function TrackRequests({ member, rma: initialRma }: TrackRequestsProps) {
  const t = useTranslations()
  const locale = useLocale()
  const [rma, setRma] = useState(initialRma)
  const [mobile, setMobile] = useState('')
  const [problems, setProblems] = useState<Problems>({})
  const [looking, setLooking] = useState(member)
  const [found, setFound] = useState<{ requests: TrackedRequest[]; mobile: string | null; lookup: number } | null>(null)
  const results = useRef<HTMLDivElement>(null)

  const fetchRequests = (body: Record<string, string>) =>
    callApi<{ requests: TrackedRequest[]; field?: string }>('/api/serviceRequest/track', body, { locale, token: storedToken() })

  const show = (requests: TrackedRequest[], trackedMobile: string | null) =>
    setFound((last) => ({ requests, mobile: trackedMobile, lookup: (last?.lookup ?? 0) + 1 }))

  async function lookUp(body: Record<string, string>, trackedMobile: string) {
    setLooking(true)
    try {
      const reply = await fetchRequests(body)
      if (reply.code === 1) {
        setProblems({})
        show(reply.data.requests, trackedMobile)
        return true
      }
      setFound(null)
      const field = reply.data?.field === 'mobile' ? 'mobile' : 'rma'
      setProblems({ [field]: reply.msg })
      document.getElementById(`track-${field}`)?.focus()
    } catch (error) {
      toast.error(t(`member.${requestFailureKey(error)}`))
    } finally {
      setLooking(false)
    }
    return false
  }

  // a member's own requests are read once, when the page opens
  useEffect(() => {
    if (!member) return
    fetchRequests({})
      .then((reply) => (reply.code === 1 ? show(reply.data.requests, null) : toast.error(reply.msg)))
      .catch((error: unknown) => toast.error(t(`member.${requestFailureKey(error)}`)))
      .finally(() => setLooking(false))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [member])

  async function submit() {
    const number = normaliseRmaNumber(rma)
    const checkedMobile = safeParse(mobileSchema, mobile)
    const next: Problems = {}
    if (!number) next.rma = t(`serviceRequest.track.${rma.trim() ? 'rmaInvalid' : 'rmaRequired'}`)
    if (!checkedMobile.success) next.mobile = t(`api.serviceRequest.${checkedMobile.error.issues[0].message}`)
    setProblems(next)
    if (!number || !checkedMobile.success) {
      document.getElementById(`track-${next.rma ? 'rma' : 'mobile'}`)?.focus()
      return
    }
    setRma(number)
    if (await lookUp({ rma: number, mobile: checkedMobile.data }, checkedMobile.data)) results.current?.focus()
  }

  return (
    <div>
      {member ? (
        <p className="text-slate-700">{t('serviceRequest.track.memberIntro')}</p>
      ) : (
        <form
          noValidate
          aria-label={t('serviceRequest.track.submit')}
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
          className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6"
        >
          <p className="text-sm text-slate-600 sm:col-span-2">{t('serviceRequest.track.intro')}</p>
          <FormField id="track-rma" label={t('serviceRequest.track.rma')} error={problems.rma} required>
            {(control) => (
              <input
                {...control}
                value={rma}
                onChange={(event) => setRma(event.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder={t('serviceRequest.track.rmaPlaceholder')}
                className={inputClass}
              />
            )}
          </FormField>
          <FormField id="track-mobile" label={t('serviceRequest.track.mobile')} error={problems.mobile} required>
            {(control) => (
              <input
                {...control}
                value={mobile}
                onChange={(event) => setMobile(event.target.value)}
                {...mobileInput('tel-national')}
                className={inputClass}
              />
            )}
          </FormField>
          <div className="sm:col-span-2">
            <button type="submit" disabled={looking} className={`${primaryButtonClass} w-full sm:w-auto sm:min-w-40`}>
              {looking ? t('serviceRequest.track.submitting') : t('serviceRequest.track.submit')}
            </button>
          </div>
        </form>
      )}
      <div ref={results} tabIndex={-1} aria-live="polite" className="mt-8 space-y-6 focus:outline-none">
        {found?.requests.map((request) => (
          <RequestCard key={`${request.rma}-${found.lookup}`} request={request} locale={locale} mobile={found.mobile} />
        ))}
        {member && found?.requests.length === 0 && (
          <p className="text-slate-600">
            {t('serviceRequest.track.empty')}{' '}
            <Link
              href={localizedHref(locale, pages.serviceRequest.path)}
              className="font-medium text-brand underline-offset-2 hover:underline"
            >
              {t('serviceRequest.track.newRequest')}
            </Link>
          </p>
        )}
      </div>
    </div>
  )
}
