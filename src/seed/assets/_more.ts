import { writeFile } from 'node:fs/promises'
import { technicalDrawing } from '/work/main/src/seed/assets/images'
for (const [shape, locale, size] of [['angle', 'en', 'DN50'], ['butterfly', 'zh', 'DN200'], ['combined', 'en', 'DN160'], ['rectangular', 'en', '50×336']] as const) {
  const img = await technicalDrawing({ shape, locale, title: 'Test ' + shape, drawingNumber: 'X-' + shape, size })
  await writeFile('/tmp/seed-preview/d-' + shape + '.png', img.data)
}
