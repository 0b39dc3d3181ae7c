import { Link } from '@/ui/Link'
import { getTranslations } from 'next-intl/server'

import { Breadcrumb } from '@/ui/Breadcrumb'
import { container } from '@/ui/layout'
import { PageBanner } from '@/ui/PageBanner'
import { getCatalogueProducts, getSiteNames } from '@/features/content/content.server'
import { finderQuery } from '@/features/specs/requirements'
import { AddToQuote } from '@/features/quote/components/AddToQuote'
import { addToQuoteText } from '@/features/quote/addToQuoteText'
import { quoteProductOf } from '@/features/quote/quoteProduct'
import { formatConductance } from '@/features/specs/specOptions'
import { type Locale, localizedHref, pages } from '@/siteMap'

import { type CalculatorField, calculatorLimitValues, fieldRange, type Validity } from '../calculate'
import { CalculatorForm } from './CalculatorForm'
import { CalculatorResults } from './CalculatorResults'
import { finderFiltersFor } from '../finderFilters'
import { significant } from '../format'
import { calculateQuery, parseCalculatorQuery } from '../query'
import { fromCubicMetresPerSecond } from '@/features/specs/units'
import { chooseValve, type ValveOption, valveOptions } from '../valveChoice'

type RawParams = Record<string, string | string[] | undefined>

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/**
 * /vacuumCalculator: a GET form whose fields are the URL's query, answered on the server. A
 * catalogue valve (`valve=<product key>@<DN>`) brings its stored conductance; otherwise a typed
 * one counts. Nothing is computed until the form is sent, and nothing is shown while any field is
 * refused.
 */
export async function CalculatorPage({ locale, params }: { locale: Locale; params: RawParams }) {
  const [t, names, catalogue] = await Promise.all([getTranslations({ locale }), getSiteNames(), getCatalogueProducts()])
  const options = valveOptions(catalogue)
  const valveChoice = chooseValve(options, params.valve)
  const query = parseCalculatorQuery(params)
  const input = valveChoice.valve
    ? { ...query.input, valveConductance: valveChoice.valve.conductance.molecular, valveConductanceUnit: 'l/s' as const }
    : query.input
  const outcome = query.submitted ? calculateQuery({ ...query, input }) : null
  const errors = { ...(outcome && !outcome.ok ? outcome.errors : {}), ...(valveChoice.unknown ? { valve: 'valveUnknown' } : {}) }
  const figures = outcome?.ok && !valveChoice.unknown ? outcome.figures : null
  const overflow = outcome !== null && !outcome.ok && outcome.overflow === true

  const path = localizedHref(locale, pages.vacuumCalculator.path)
  const label = (key: string, values?: Record<string, string | number>) => t(`vacuumCalculator.page.${key}`, values)
  const valveOption = (option: ValveOption) =>
    label(option.conductance.source === 'derived' ? 'valveOptionDerived' : 'valveOption', {
      name: option.product.title[locale],
      size: option.conductance.size,
      conductance: formatConductance(option.conductance.molecular),
    })
  const error = (field: CalculatorField | 'valve') => {
    const key = errors[field as keyof typeof errors]
    if (!key) return undefined
    if (field === 'valve') return label('valveUnknown')
    const range = fieldRange(field, input)
    const limits: Record<string, string> = range
      ? { min: `${significant(range.min, locale)} ${range.unit}`, max: `${significant(range.max, locale)} ${range.unit}` }
      : {}
    return t(`vacuumCalculator.errors.${key}`, { ...calculatorLimitValues, ...limits })
  }

  const quoteText = figures && valveChoice.valve ? await addToQuoteText(locale) : null
  const quoteNote = figures
    ? label('quoteNote', {
        speed: significant(fromCubicMetresPerSecond(figures.effectiveSpeed.value, 'l/s'), locale),
        volume: `${input.volume} ${input.volumeUnit}`,
        pumpSpeed: `${input.pumpSpeed} ${input.pumpSpeedUnit}`,
        start: `${input.startPressure} ${input.startPressureUnit}`,
        target: `${input.targetPressure} ${input.targetPressureUnit}`,
        line: figures.line ? label('quoteNoteLine', { length: input.lineLength, diameter: input.lineDiameter }) : label('quoteNoteNoLine'),
      })
    : ''
  const finder = figures ? finderFiltersFor(input, figures, valveChoice.valve) : null
  const finderHref = finder ? `${localizedHref(locale, pages.productFinder.path)}${finderQuery(finder)}` : null

  return (
    <>
      <PageBanner title={names.pages.vacuumCalculator[locale]} intro={label('intro')}>
        <Breadcrumb locale={locale} names={names} path={pages.vacuumCalculator.path} className="text-white/85" />
      </PageBanner>
      <div className={`${container} grid gap-8 py-10 lg:grid-cols-[minmax(0,28rem)_1fr]`}>
        <CalculatorForm
          action={path}
          typed={(name) => firstOf(params[name]) || (name === 'temperature' ? String(input.temperature) : '')}
          input={input}
          valves={options}
          chosenValve={valveChoice.valve?.value ?? ''}
          text={{ label, gas: (key) => t(`vacuumCalculator.gases.${key}`), valveOption, error }}
        />
        <section aria-labelledby="calculator-results" className="min-w-0 space-y-4">
          <h2 id="calculator-results" className="text-lg font-semibold">
            {label('results')}
          </h2>
          {Object.keys(errors).length > 0 ? (
            <p role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="calculator-refused">
              {label('refused')}
            </p>
          ) : null}
          {overflow ? (
            <p role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="calculator-overflow">
              {label('overflow')}
            </p>
          ) : null}
          {figures ? (
            <>
              <p className="text-sm text-slate-500">{label('resultsHint')}</p>
              <CalculatorResults
                figures={figures}
                temperature={input.temperature}
                valveDerived={valveChoice.valve?.conductance.source === 'derived'}
                locale={locale}
                text={{
                  label,
                  gas: t(`vacuumCalculator.gases.${input.gas}`),
                  validity: (key: Validity) => t(`vacuumCalculator.validity.${key}`, calculatorLimitValues),
                  regime: (key) => t(`vacuumCalculator.validity.${key}`, calculatorLimitValues),
                }}
              />
              {quoteText && valveChoice.valve ? (
                <div className="space-y-2 rounded border border-slate-200 p-3" data-testid="calculator-quote">
                  <p className="text-sm text-slate-600">{label('addToQuoteHint', { size: valveChoice.valve.conductance.size })}</p>
                  <p className="text-sm font-medium" data-testid="calculator-quote-note">
                    {quoteNote}
                  </p>
                  <AddToQuote
                    product={quoteProductOf(valveChoice.valve.product, locale)}
                    text={quoteText}
                    initialSize={valveChoice.valve.conductance.size}
                    initialNote={quoteNote}
                  />
                </div>
              ) : null}
              {finder && finderHref ? (
                <Link href={finderHref} className="inline-block font-semibold text-brand underline" data-testid="calculator-finder-link">
                  {label('finderLink', { speed: String(finder.effectiveSpeed) })}
                </Link>
              ) : null}
            </>
          ) : null}
        </section>
      </div>
    </>
  )
}
