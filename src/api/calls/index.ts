import { methodNotAllowed, notFound } from '@/api/reply'

import * as articleDetail from './article.detail'
import * as articleIndex from './article.index'
import * as captchaChallenge from './captcha.challenge'
import * as indexIndex from './index.index'
import * as indexSearch from './index.search'
import * as indexSuggest from './index.suggest'
import * as memberCancel from './member.cancel'
import * as memberChangeMobile from './member.changeMobile'
import * as memberData from './member.data'
import * as memberUpdate from './member.update'
import * as productDetail from './product.detail'
import * as productDownload from './product.download'
import * as productDownloadList from './product.getDownloadList'
import * as quoteShare from './quote.share'
import * as serviceRequestAnswerQuote from './serviceRequest.answerQuote'
import * as serviceRequestSubmit from './serviceRequest.submit'
import * as serviceRequestTrack from './serviceRequest.track'
import * as uploadUpload from './upload.upload'
import * as userFeedback from './user.feedback'
import * as userForgetPwd from './user.forgetPwd'
import * as userLogin from './user.login'
import * as userLogout from './user.logout'
import * as userRegister from './user.register'
import * as userSendCode from './user.sendCode'

type Handler = (request: Request) => Promise<Response>
interface Call {
  GET?: Handler
  POST?: Handler
}

/**
 * Every call under /api, by its path after `/api/` (letter case as written: the contract's paths,
 * docs/api.md). One route (src/app/api/[...call]/route.ts) answers them all: Next bundles each route
 * with the whole server (Payload and all, about 8 MB in memory once loaded), so thirteen routes
 * held that thirteen times (docs/decisions/024-one-route-for-the-api-calls.md).
 */
const calls: Record<string, Call> = {
  'article/detail': articleDetail,
  'article/index': articleIndex,
  'captcha/challenge': captchaChallenge,
  'index/index': indexIndex,
  'index/search': indexSearch,
  // additions beside the contract: search suggestions, a member's data rights and own space (docs/api.md)
  'index/suggest': indexSuggest,
  'member/cancel': memberCancel,
  'member/changeMobile': memberChangeMobile,
  'member/data': memberData,
  'member/update': memberUpdate,
  'product/detail': productDetail,
  'product/download': productDownload,
  'product/getDownloadList': productDownloadList,
  // addition beside the contract: a quote list kept under a short code to share (docs/api.md)
  'quote/share': quoteShare,
  // additions beside the contract: service requests with their RMA numbers (docs/api.md)
  'serviceRequest/answerQuote': serviceRequestAnswerQuote,
  'serviceRequest/submit': serviceRequestSubmit,
  'serviceRequest/track': serviceRequestTrack,
  'upload/upload': uploadUpload,
  'user/feedback': userFeedback,
  'user/forgetPwd': userForgetPwd,
  'user/login': userLogin,
  'user/logout': userLogout,
  'user/register': userRegister,
  'user/sendCode': userSendCode,
}

/**
 * Answers `request` for the call at `path` (the decoded segments after `/api/`): an unknown path is
 * a 404 and a method the call does not take a 405, both in the envelope; OPTIONS lists the call's
 * methods. The POST calls are the contract, the captcha challenge is the one GET.
 */
export function answerCall(request: Request, path: readonly string[]): Promise<Response> | Response {
  const key = path.join('/')
  // a segment with an encoded slash (`user%2Flogin`) is no call's path
  const call = !path.some((segment) => segment.includes('/')) && Object.hasOwn(calls, key) ? calls[key] : undefined
  if (!call) return notFound(request)
  const allow = call.POST ? 'OPTIONS, POST' : 'GET, HEAD, OPTIONS'
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: { Allow: allow } })
  const handle = request.method === 'HEAD' ? call.GET : call[request.method as keyof Call]
  if (handle) return handle(request)
  if (call.POST) return methodNotAllowed(request)
  return new Response(null, { status: 405, headers: { Allow: allow, 'Cache-Control': 'no-store' } })
}
