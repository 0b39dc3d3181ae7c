import type { PartlyLocalized } from './types'

type ArticleCategory = 'company' | 'industry' | 'exhibition'

export interface ArticleText {
  title: string
  intro: string
  /** Plain-text paragraphs; the seed turns them into rich text. */
  paragraphs: string[]
}

interface ArticleSeed {
  category: ArticleCategory
  /** ISO date-time. */
  publishedAt: string
  /** Short English word or two for the generated picture. */
  imageTheme: string
  /** Not every item is translated: a language without text is not listed in that language. */
  text: PartlyLocalized<ArticleText>
}

export const articles: readonly ArticleSeed[] = [
  {
    category: 'company',
    publishedAt: '2023-03-15T09:00:00.000Z',
    imageTheme: 'Clean room',
    text: {
      zh: {
        title: '新建千级洁净装配车间正式投入使用',
        intro: '新车间面积 1,200 平方米，阀门装配、氦检漏与出厂清洗全部在洁净环境中完成。',
        paragraphs: [
          '3 月中旬，公司新建的千级洁净装配车间通过验收并正式投入使用。车间面积 1,200 平方米，设有装配区、氦质谱检漏区、超声波清洗区和真空包装区。',
          '半导体设备对阀门的颗粒与释气水平要求极高。新车间投用后，插板阀、角阀与矩形传输阀的装配、检漏和包装全部在洁净环境中完成，出厂产品均附带检漏记录。',
          '车间同时预留了第二条装配线的位置，可根据订单增长快速扩充产能。',
        ],
      },
      en: {
        title: 'New class-1000 clean assembly room in operation',
        intro: 'The new 1,200 m² room keeps valve assembly, helium leak testing and final cleaning in a clean environment.',
        paragraphs: [
          'In mid-March the company’s new class-1000 clean assembly room passed acceptance and went into operation. Its 1,200 m² hold assembly, helium leak testing, ultrasonic cleaning and vacuum packaging.',
          'Semiconductor equipment sets strict limits on particles and outgassing. Gate valves, angle valves and rectangular transfer valves are now assembled, leak-tested and packed entirely in clean conditions, and every valve ships with its leak test record.',
          'Space for a second assembly line is reserved, so capacity can grow quickly with demand.',
        ],
      },
    },
  },
  {
    category: 'company',
    publishedAt: '2023-06-20T09:00:00.000Z',
    imageTheme: 'ISO 9001',
    text: {
      zh: {
        title: '公司通过 ISO 9001:2015 质量管理体系认证',
        intro: '认证范围覆盖真空阀门的设计开发、生产与维修服务。',
        paragraphs: [
          '6 月，公司顺利通过 ISO 9001:2015 质量管理体系认证审核，并获得认证证书。认证范围覆盖真空阀门的设计开发、生产制造与维修服务。',
          '审核组对研发、采购、生产、检验和售后等环节进行了现场审核，认为公司质量体系文件完整、过程控制有效。',
          '公司将以此为起点，持续完善来料检验与出厂检测流程，为客户提供稳定可靠的产品。',
        ],
      },
    },
  },
  {
    category: 'industry',
    publishedAt: '2023-11-08T09:00:00.000Z',
    imageTheme: 'Supply chain',
    text: {
      zh: {
        title: '半导体真空阀门国产化进入加速期',
        intro: '设备厂商对本地供应链的需求持续上升，交期与服务响应成为选型的重要因素。',
        paragraphs: [
          '近年来，国内半导体设备厂商对关键零部件本地化的需求持续上升。真空阀门作为工艺腔室与真空系统的核心部件，正从验证导入阶段走向批量应用。',
          '与进口产品相比，本地供应商在交期、定制响应和现场服务上具有明显优势。与此同时，客户对漏率、寿命和颗粒控制的要求并未降低。',
          '公司将继续投入寿命测试与洁净工艺，在性能对标国际产品的同时，缩短交付周期。',
        ],
      },
    },
  },
  {
    category: 'company',
    publishedAt: '2023-12-18T09:00:00.000Z',
    imageTheme: 'High-tech enterprise',
    text: {
      zh: {
        title: '公司获评“高新技术企业”',
        intro: '公司在真空阀门领域的研发投入与自主知识产权获得认可。',
        paragraphs: [
          '近日，公司通过高新技术企业认定。这是对公司在真空阀门领域持续研发投入和自主知识产权积累的肯定。',
          '截至目前，公司已获得多项发明专利与实用新型专利，涵盖阀板密封结构、快速关闭机构和阀门加热等方向。',
          '公司将继续加大研发投入，完善产品系列，服务半导体、平板显示和光伏行业客户。',
        ],
      },
      en: {
        title: 'The company is recognised as a High-Tech Enterprise',
        intro: 'The recognition reflects the company’s investment in research and its own intellectual property in vacuum valves.',
        paragraphs: [
          'The company has been recognised as a High-Tech Enterprise, an acknowledgement of its continuous research and its own intellectual property in vacuum valves.',
          'The company holds several invention and utility-model patents, covering gate sealing structures, fast-closing mechanisms and valve heating.',
          'Research spending will keep growing, to complete the product range for customers in semiconductors, flat panels and solar.',
        ],
      },
    },
  },
  {
    category: 'exhibition',
    publishedAt: '2024-03-25T09:00:00.000Z',
    imageTheme: 'Exhibition',
    text: {
      zh: {
        title: '公司携多款新品亮相上海半导体展',
        intro: '展出插板阀、矩形传输阀、节流阀及 Presys 合作产品，现场接待客户逾三百家。',
        paragraphs: [
          '3 月下旬，公司参加在上海举办的半导体设备与材料展览会，展出 MGV/AGV 插板阀、矩形传输阀、节流阀及控制器，以及合作伙伴 Presys 的摆阀与矩形阀。',
          '展会期间，公司技术团队现场演示了节流阀的压力控制过程：全开至全关时间小于 1.5 秒，位置分辨率达 1/28,800。',
          '三天展期共接待客户三百余家，涉及刻蚀、沉积、平板显示和光伏设备厂商。',
        ],
      },
      en: {
        title: 'New products at the semiconductor show in Shanghai',
        intro: 'Gate valves, rectangular transfer valves, throttle valves and Presys products were on show; more than 300 customers visited the booth.',
        paragraphs: [
          'In late March the company exhibited at the semiconductor equipment and materials show in Shanghai with MGV/AGV gate valves, rectangular transfer valves, throttle valves and controllers, and the pendulum and slit valves of its partner Presys.',
          'The engineers demonstrated pressure control live: the throttle valve goes from fully open to closed in under 1.5 s with a position resolution of 1/28,800.',
          'Over three days more than 300 customers visited, from makers of etch, deposition, flat-panel and solar equipment.',
        ],
      },
    },
  },
  {
    category: 'company',
    publishedAt: '2024-07-10T09:00:00.000Z',
    imageTheme: 'Heated throttle valve',
    text: {
      en: {
        title: 'Throttle valve now available with a body heated to 200 °C',
        intro: 'The heated version keeps CVD and ALD by-products from depositing on the disc.',
        paragraphs: [
          'The throttle valve is now available with a heated body. The standard valve body runs at 0 to 100 °C; the heated version reaches 200 °C.',
          'In CVD and ALD processes, by-products condense on cold surfaces in the exhaust path. A hot disc and bore keep the conductance stable and stretch cleaning intervals.',
          'The motor is thermally separated from the body and stays within its ambient range of -20 to 50 °C. Resolution and speed are those of the standard valve.',
        ],
      },
    },
  },
  {
    category: 'company',
    publishedAt: '2024-09-05T09:00:00.000Z',
    imageTheme: 'Partnership',
    text: {
      zh: {
        title: '与韩国 Presys 深化合作，本地维修能力再升级',
        intro: '公司成为 Presys 阀门在华授权维修中心，可提供原厂备件与标准维修流程。',
        paragraphs: [
          '9 月，公司与韩国 Presys 签署深化合作协议，成为 Presys 阀门在中国的授权维修中心。',
          'Presys 成立于 1997 年，专注于半导体与平板显示用真空阀门。合作深化后，公司可直接获取原厂备件与维修规范，维修后的阀门按原厂标准进行检漏与寿命验证。',
          '客户送修周期有望缩短至两周以内，紧急情况可提供备用阀门周转。',
        ],
      },
      en: {
        title: 'Closer partnership with Presys: authorised repair centre in China',
        intro: 'The company becomes the authorised repair centre for Presys valves in China, with original spare parts and procedures.',
        paragraphs: [
          'In September the company and Presys of Korea signed an extended cooperation agreement: the company becomes the authorised repair centre for Presys valves in China.',
          'Founded in 1997, Presys specialises in vacuum valves for semiconductors and flat panels. The company now receives original spare parts and repair procedures, and repaired valves are leak-tested and verified to the maker’s standard.',
          'Repairs should now take less than two weeks, and loan valves are available in urgent cases.',
        ],
      },
    },
  },
  {
    category: 'company',
    publishedAt: '2025-01-16T09:00:00.000Z',
    imageTheme: 'Annual meeting',
    text: {
      zh: {
        title: '2024 年度总结表彰大会顺利召开',
        intro: '回顾一年来的产品与市场进展，表彰优秀团队与个人。',
        paragraphs: [
          '1 月中旬，公司召开 2024 年度总结表彰大会。管理层回顾了全年在产品开发、产能建设和客户服务方面的进展。',
          '2024 年，公司完成节流阀加热型、双向密封矩形阀等多款新品开发，维修服务量同比明显增长。',
          '大会表彰了年度优秀团队与优秀员工，并发布了新一年的产品规划。',
        ],
      },
    },
  },
  {
    category: 'company',
    publishedAt: '2025-04-22T09:00:00.000Z',
    imageTheme: 'Life test',
    text: {
      zh: {
        title: '矩形传输阀通过 1,000,000 次寿命测试',
        intro: '测试期间漏率始终低于 1×10⁻⁹ mbar·l/s，密封圈无可见磨损。',
        paragraphs: [
          '公司自主研发的矩形传输阀近日完成 1,000,000 次开关寿命测试。测试在真空状态下连续进行，每 100,000 次进行一次氦检漏。',
          '整个测试期间，阀座漏率始终低于 1×10⁻⁹ mbar·l/s；测试结束后拆检，硫化密封阀板无可见磨损。',
          '该结果为客户在 300 mm 晶圆设备上批量使用提供了依据。',
        ],
      },
      en: {
        title: 'Rectangular transfer valve passes 1,000,000-cycle life test',
        intro: 'The leak rate stayed below 1×10⁻⁹ mbar·l/s throughout, and the seal showed no visible wear.',
        paragraphs: [
          'The company’s rectangular transfer valve has completed a life test of 1,000,000 cycles, run continuously under vacuum with a helium leak test every 100,000 cycles.',
          'Throughout the test the seat leak rate stayed below 1×10⁻⁹ mbar·l/s; when the valve was taken apart afterwards, the bonded-seal gate showed no visible wear.',
          'The result supports volume use on 300 mm wafer equipment.',
        ],
      },
    },
  },
  {
    category: 'company',
    publishedAt: '2025-08-28T09:00:00.000Z',
    imageTheme: 'Service centre',
    text: {
      zh: {
        title: '华南服务网点在深圳启用',
        intro: '为华南地区客户提供阀门维修、备件与现场技术支持。',
        paragraphs: [
          '8 月下旬，公司华南服务网点在深圳正式启用，为华南地区的半导体与平板显示客户提供阀门维修、备件供应和现场技术支持。',
          '服务网点配备氦质谱检漏仪与常用备件库存，常见故障可在当地完成处理。',
          '至此，公司已在华东、华北和华南建立服务覆盖。',
        ],
      },
      en: {
        title: 'South China service point opens in Shenzhen',
        intro: 'Valve repair, spare parts and on-site support for customers in South China.',
        paragraphs: [
          'In late August the company opened its South China service point in Shenzhen, offering valve repair, spare parts and on-site support to semiconductor and flat-panel customers in the region.',
          'The service point has a helium leak detector and a stock of common spare parts, so most faults are fixed locally.',
          'The company now has service coverage in East, North and South China.',
        ],
      },
    },
  },
  {
    category: 'industry',
    publishedAt: '2025-11-12T09:00:00.000Z',
    imageTheme: 'Butterfly valve',
    text: {
      zh: {
        title: 'DN200 蝶形控制阀批量交付光伏客户',
        intro: '大通径蝶形控制阀用于 PECVD 镀膜线的腔室压力控制。',
        paragraphs: [
          '公司 DN200 蝶形控制阀近期完成首批批量交付，用于光伏客户 PECVD 镀膜线的腔室压力控制。',
          '光伏镀膜线节拍快、腔体大，对压力控制阀的响应速度和长期稳定性要求高。该阀由步进电机直驱，全开至全关时间小于 2 秒。',
          '目前蝶形控制阀覆盖 DN100 至 DN200 通径，可配套公司节流阀控制器使用。',
        ],
      },
      en: {
        title: 'DN200 butterfly control valves delivered in volume to solar customers',
        intro: 'The large-bore valves control chamber pressure on PECVD coating lines.',
        paragraphs: [
          'The first volume shipment of DN200 butterfly control valves has been delivered to a solar customer for chamber pressure control on PECVD coating lines.',
          'Solar coating lines have short cycle times and large chambers, and need a fast, stable pressure control valve. The direct stepper drive goes from fully open to closed in under 2 s.',
          'Butterfly control valves now cover DN100 to DN200 and work with the company’s throttle valve controller.',
        ],
      },
    },
  },
  {
    category: 'company',
    publishedAt: '2026-01-19T09:00:00.000Z',
    imageTheme: 'New year',
    text: {
      zh: {
        title: '新年致辞：专注真空阀门，服务每一台设备',
        intro: '回顾 2025，展望 2026：继续完善产品系列与服务网络。',
        paragraphs: [
          '2025 年，公司产品覆盖插板阀、角阀、矩形传输阀、蝶形控制阀与组合阀，服务网络延伸至华南。感谢每一位客户与合作伙伴的信任。',
          '2026 年，公司将推出更大通径的插板阀与新一代节流阀控制器，并继续推进寿命测试与洁净工艺的标准化。',
          '我们将一如既往，专注真空阀门，服务好每一台设备。',
        ],
      },
    },
  },
  {
    category: 'exhibition',
    publishedAt: '2026-03-30T09:00:00.000Z',
    imageTheme: 'Exhibition',
    text: {
      zh: {
        title: '2026 上海半导体展回顾',
        intro: '新一代节流阀控制器与多位置控制器首次公开展出。',
        paragraphs: [
          '3 月，公司再次参加上海半导体设备与材料展览会。新一代节流阀控制器与多位置控制器首次公开展出。',
          '多位置控制器最多可管理 6 个通道，适用于软启动抽气与分段流导控制，引起了多家设备厂商的关注。',
          '展会期间，公司与合作伙伴 Presys 共同接待了来自国内外的客户。',
        ],
      },
      en: {
        title: 'Shanghai semiconductor show 2026 in review',
        intro: 'The new throttle valve controller and the multi-position controller were shown for the first time.',
        paragraphs: [
          'In March the company returned to the semiconductor equipment and materials show in Shanghai, where the new throttle valve controller and the multi-position controller were shown for the first time.',
          'The multi-position controller handles up to 6 channels for soft-start pumping and stepped conductance, and drew interest from several equipment makers.',
          'Together with its partner Presys, the company welcomed customers from China and abroad.',
        ],
      },
    },
  },
]
