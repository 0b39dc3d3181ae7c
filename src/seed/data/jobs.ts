import type { Localized } from './types'

interface JobSeed {
  type: Localized<string>
  planPeople: number
  /** One duty per line. */
  duties: Localized<string>
  /** Yuan per month, as a range. */
  salary: string
}

interface JobDepartmentSeed {
  name: Localized<string>
  jobs: JobSeed[]
}

export const jobDepartments: readonly JobDepartmentSeed[] = [
  {
    name: { zh: '研发部', en: 'Research & Development' },
    jobs: [
      {
        type: { zh: '研发经理（真空阀门）', en: 'R&D Manager, Vacuum Valves' },
        planPeople: 1,
        salary: '20000-40000',
        duties: {
          zh: [
            '1. 制定真空阀门产品路线与研发计划，带领团队完成新品开发；',
            '2. 主导关键结构（密封、驱动、加热）的方案评审与技术攻关；',
            '3. 建立设计规范与寿命、漏率测试标准；',
            '4. 要求：机械或真空相关专业，8 年以上真空部件研发经验。',
          ].join('\n'),
          en: [
            '1. Set the vacuum valve roadmap and R&D plan, and lead the team through new product development;',
            '2. Lead design reviews and problem solving on key structures (sealing, drives, heating);',
            '3. Establish design rules and life and leak test standards;',
            '4. Requirements: degree in mechanical or vacuum engineering, 8+ years developing vacuum components.',
          ].join('\n'),
        },
      },
      {
        type: { zh: '机械设计工程师', en: 'Mechanical Design Engineer' },
        planPeople: 2,
        salary: '10000-20000',
        duties: {
          zh: [
            '1. 负责插板阀、角阀、矩形阀等产品的结构设计与三维建模；',
            '2. 输出二维工程图、BOM 与技术文件；',
            '3. 配合样机装配、测试并持续改进设计；',
            '4. 要求：熟练使用 SolidWorks 或 Creo，3 年以上机械设计经验。',
          ].join('\n'),
          en: [
            '1. Design gate, angle and rectangular valves and build their 3D models;',
            '2. Produce 2D drawings, BOMs and technical documents;',
            '3. Support prototype assembly and testing, and keep improving the design;',
            '4. Requirements: fluent in SolidWorks or Creo, 3+ years of mechanical design.',
          ].join('\n'),
        },
      },
      {
        type: { zh: '电气控制工程师', en: 'Electrical Control Engineer' },
        planPeople: 1,
        salary: '12000-22000',
        duties: {
          zh: [
            '1. 负责节流阀控制器、多位置控制器的硬件与嵌入式软件开发；',
            '2. 开发 RS-485、EtherCAT 等通讯接口；',
            '3. 编写测试程序并支持现场调试；',
            '4. 要求：电子、自动化相关专业，熟悉电机控制与 PID 算法。',
          ].join('\n'),
          en: [
            '1. Develop hardware and embedded software for the throttle valve and multi-position controllers;',
            '2. Implement interfaces such as RS-485 and EtherCAT;',
            '3. Write test programs and support commissioning on site;',
            '4. Requirements: degree in electronics or automation, familiar with motor control and PID.',
          ].join('\n'),
        },
      },
    ],
  },
  {
    name: { zh: '生产部', en: 'Production' },
    jobs: [
      {
        type: { zh: '工艺工程师', en: 'Process Engineer' },
        planPeople: 1,
        salary: '8000-16000',
        duties: {
          zh: [
            '1. 编制阀门装配、清洗与检漏作业指导书；',
            '2. 分析生产异常与不良品，推动工艺改进；',
            '3. 导入新产品并完成工艺验证；',
            '4. 要求：机械相关专业，2 年以上精密装配或真空行业工艺经验。',
          ].join('\n'),
          en: [
            '1. Write work instructions for valve assembly, cleaning and leak testing;',
            '2. Analyse production issues and rejects, and drive process improvements;',
            '3. Introduce new products and validate their processes;',
            '4. Requirements: mechanical degree, 2+ years of process work in precision assembly or vacuum.',
          ].join('\n'),
        },
      },
      {
        type: { zh: '工装夹具工程师', en: 'Fixture Engineer' },
        planPeople: 1,
        salary: '10000-15000',
        duties: {
          zh: [
            '1. 设计装配、焊接与测试用工装夹具；',
            '2. 设计寿命测试台与检漏工装并跟踪制作；',
            '3. 维护现有工装，提升装配效率与一致性；',
            '4. 要求：3 年以上工装设计经验，熟悉机加工工艺。',
          ].join('\n'),
          en: [
            '1. Design fixtures for assembly, welding and testing;',
            '2. Design life test rigs and leak test fixtures and follow their manufacture;',
            '3. Maintain existing fixtures and improve assembly speed and consistency;',
            '4. Requirements: 3+ years of fixture design, familiar with machining.',
          ].join('\n'),
        },
      },
      {
        type: { zh: '装配技术员', en: 'Assembly Technician' },
        planPeople: 3,
        salary: '4500-6000',
        duties: {
          zh: [
            '1. 在洁净车间按作业指导书完成阀门装配；',
            '2. 做好装配记录与物料管理；',
            '3. 要求：中专及以上学历，有精密装配经验者优先，可接受培训。',
          ].join('\n'),
          en: [
            '1. Assemble valves in the clean room following the work instructions;',
            '2. Keep assembly records and manage materials;',
            '3. Requirements: vocational school or above; precision assembly experience preferred, training provided.',
          ].join('\n'),
        },
      },
      {
        type: { zh: '质量检验员', en: 'Quality Inspector' },
        planPeople: 2,
        salary: '5000-8000',
        duties: {
          zh: [
            '1. 负责来料、过程与出厂检验，包括氦质谱检漏；',
            '2. 记录检验数据并反馈质量问题；',
            '3. 要求：会使用常用量具，有检漏经验者优先。',
          ].join('\n'),
          en: [
            '1. Inspect incoming parts, work in progress and finished valves, including helium leak tests;',
            '2. Record inspection data and report quality issues;',
            '3. Requirements: able to use common gauges; leak testing experience preferred.',
          ].join('\n'),
        },
      },
    ],
  },
  {
    name: { zh: '销售与服务部', en: 'Sales & Service' },
    jobs: [
      {
        type: { zh: '销售工程师', en: 'Sales Engineer' },
        planPeople: 2,
        salary: '8000-15000',
        duties: {
          zh: [
            '1. 开发与维护半导体、平板显示和光伏设备客户；',
            '2. 了解客户需求，完成产品选型与报价；',
            '3. 跟进订单交付与回款；',
            '4. 要求：理工科背景，有真空或半导体设备销售经验者优先，能适应出差。',
          ].join('\n'),
          en: [
            '1. Win and look after customers in semiconductor, flat-panel and solar equipment;',
            '2. Understand their needs, select products and quote;',
            '3. Follow orders through delivery and payment;',
            '4. Requirements: technical background; vacuum or semiconductor equipment sales preferred; willing to travel.',
          ].join('\n'),
        },
      },
      {
        type: { zh: '售后服务工程师', en: 'Field Service Engineer' },
        planPeople: 2,
        salary: '7000-12000',
        duties: {
          zh: [
            '1. 负责阀门维修、保养与升级改造；',
            '2. 到客户现场进行故障诊断与技术支持；',
            '3. 整理维修报告并反馈产品问题；',
            '4. 要求：机电相关专业，动手能力强，能适应出差。',
          ].join('\n'),
          en: [
            '1. Repair, service and upgrade valves;',
            '2. Diagnose faults and support customers on site;',
            '3. Write repair reports and feed product issues back;',
            '4. Requirements: electromechanical background, good hands-on skills, willing to travel.',
          ].join('\n'),
        },
      },
    ],
  },
]
