#!/usr/bin/python3
"""
Builds the CJK font the generated datasheets embed: Noto Sans CJK SC (SIL Open Font License) cut
down to the characters the site's content uses plus the 3,755 common characters of GB 2312 level 1,
so that an editor's new wording still prints. Needs Debian's fonts-noto-cjk and python3-fonttools.
Run again after adding much new Chinese text: `/usr/bin/python3 scripts/make-datasheet-font.py`.
"""
import glob
import io
import os

from fontTools import subset
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTCollection, newTable

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'
TARGET = os.path.join(ROOT, 'src/features/pdf/fonts/NotoSansSC-DatasheetSubset.ttf')

chars = set(chr(c) for c in range(0x20, 0x7F))
chars |= set(chr(c) for c in range(0xA0, 0x180))
chars |= set('‐–—‘’“”…·•→≤≥±×÷≈°µΩ⁰¹²³⁴⁵⁶⁷⁸⁹⁻₀₁₂₃™®©、。，：；！？（）【】《》「」％～—·／')
for row in range(0xB0, 0xD8):
    for cell in range(0xA1, 0xFF):
        try:
            chars.add(bytes([row, cell]).decode('gb2312'))
        except UnicodeDecodeError:
            pass
for pattern in ('src/seed/**/*.ts', 'src/messages/**/*.json', 'src/siteMap/*.ts', 'src/features/**/*.ts'):
    for path in glob.glob(os.path.join(ROOT, pattern), recursive=True):
        with open(path, encoding='utf-8') as source:
            chars |= set(source.read())

font = TTCollection(SOURCE).fonts[2]  # Noto Sans CJK SC
buffer = io.BytesIO()
font.save(buffer)
buffer.seek(0)
options = subset.Options()
options.layout_features = []
options.name_IDs = ['*']
options.notdef_outline = True
options.hinting = False
options.desubroutinize = True
font = subset.load_font(buffer, options)
subsetter = subset.Subsetter(options)
subsetter.populate(text=''.join(sorted(c for c in chars if c.isprintable())))
subsetter.subset(font)


def to_truetype(font):
    """CFF outlines become TrueType ones: pdf-lib's subsetter writes broken CFF subsets."""
    glyph_order = font.getGlyphOrder()
    glyph_set = font.getGlyphSet()
    glyf = newTable('glyf')
    glyf.glyphOrder = glyph_order
    # pdf-lib's subsetter writes short loca offsets (halved): every glyph must have an even length
    glyf.padding = 4
    glyf.glyphs = {}
    for name in glyph_order:
        pen = TTGlyphPen(glyph_set)
        glyph_set[name].draw(Cu2QuPen(pen, max_err=1.0, reverse_direction=True))
        glyf.glyphs[name] = pen.glyph()
    for glyph in glyf.glyphs.values():
        glyph.recalcBounds(glyf)
    font['loca'] = newTable('loca')
    font['glyf'] = glyf
    del font['CFF ']
    if 'VORG' in font:
        del font['VORG']
    font['maxp'] = maxp = newTable('maxp')
    maxp.tableVersion = 0x00010000
    for attr in ('maxZones', 'maxTwilightPoints', 'maxStorage', 'maxFunctionDefs', 'maxInstructionDefs',
                 'maxStackElements', 'maxSizeOfInstructions', 'maxComponentElements', 'maxPoints',
                 'maxContours', 'maxCompositePoints', 'maxCompositeContours', 'maxComponentDepth'):
        setattr(maxp, attr, 0)
    maxp.maxZones = 1
    font['head'].indexToLocFormat = 1
    font['head'].glyphDataFormat = 0
    font['post'].formatType = 3.0
    font.sfntVersion = '\x00\x01\x00\x00'


to_truetype(font)
out = io.BytesIO()
font.save(out)
with open(TARGET, "wb") as target:
    target.write(out.getvalue())
print(TARGET, os.path.getsize(TARGET), 'bytes,', len(chars), 'characters')
