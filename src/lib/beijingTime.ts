const chinaTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})

/** A moment in Beijing time, as the company and its customers read it ("2026-03-01 14:05"), on the server and in the browser alike. */
export const beijingTime = (iso: string | null | undefined): string => (iso ? chinaTime.format(new Date(iso)) : '')
