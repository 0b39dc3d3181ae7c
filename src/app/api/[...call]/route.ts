import { answerCall } from '@/lib/api/calls'

interface Context {
  params: Promise<{ call: string[] }>
}

/** Every call under /api (src/lib/api/calls): one route, so the server is bundled and loaded once. */
async function answer(request: Request, { params }: Context) {
  return answerCall(request, (await params).call)
}

// HEAD and OPTIONS: Next answers them (HEAD through GET)
export { answer as DELETE, answer as GET, answer as PATCH, answer as POST, answer as PUT }
