import { answerCall } from '@/api/calls'

interface Context {
  params: Promise<{ call: string[] }>
}

/** Every call under /api (src/api/calls): one route, so the server is bundled and loaded once. */
async function answer(request: Request, { params }: Context) {
  return answerCall(request, (await params).call)
}

// HEAD: Next answers it through GET
export { answer as DELETE, answer as GET, answer as OPTIONS, answer as PATCH, answer as POST, answer as PUT }
