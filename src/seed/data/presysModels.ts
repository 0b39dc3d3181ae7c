import type { Localized, ProductShape } from './types'

interface PresysModelSeed {
  /** The presysDetail id and the download id of the contract: the site map's key, which gives the name. */
  modelId: number
  shape: ProductShape
  titleTwo: Localized<string>
  text: Localized<string>
  applications: Localized<string[]>
  mainFeatures: Localized<string[]>
  options: Localized<string[]>
  downloadTitle: Localized<string>
  downloadText: Localized<string>
}

const memberDownloadText: Localized<string> = {
  zh: '资料包含外形尺寸、技术参数、接口选项与订货代码。',
  en: 'Dimensions, technical data, interface options and ordering codes.',
}

export const presysModels: readonly PresysModelSeed[] = [
  {
    modelId: 9,
    shape: 'pendulum',
    titleTwo: { zh: '大通径、高流导的腔室压力控制', en: 'Chamber pressure control with large bore and high conductance' },
    text: {
      zh: 'Y77 摆式阀将隔离与压力控制集于一体：阀板在阀体内侧向摆动调节流导，关闭后由密封环压紧实现隔离。配套控制器可直接接收真空计信号，实现闭环压力控制。',
      en: 'The Y77 pendulum valve combines isolation and pressure control: the plate swings sideways inside the body to set the conductance, and a sealing ring presses it shut for isolation. Its controller reads the gauge signal directly for closed-loop pressure control.',
    },
    applications: {
      zh: ['等离子刻蚀设备', 'PECVD / LPCVD 设备', '平板显示大型腔体', '分子泵前端压力控制'],
      en: ['Plasma etch equipment', 'PECVD / LPCVD equipment', 'Large flat-panel chambers', 'Pressure control upstream of turbo pumps'],
    },
    mainFeatures: {
      zh: ['隔离与控制一体化，节省安装空间', '全开流导高，抽速损失小', '控制分辨率高，压力稳定时间短', '阀板与密封环可在线维护'],
      en: ['Isolation and control in one unit saves space', 'High conductance when fully open', 'Fine resolution and short settling time', 'Plate and sealing ring serviceable in place'],
    },
    options: {
      zh: ['DN160 – DN320', '加热型阀体（≤ 150 °C）', 'EtherCAT / DeviceNet 接口', '镍涂层耐腐蚀处理'],
      en: ['DN160 – DN320', 'Heated body (≤ 150 °C)', 'EtherCAT / DeviceNet interface', 'Nickel coating against corrosion'],
    },
    downloadTitle: { zh: 'Y77 摆式压力控制阀资料', en: 'Y77 pendulum control valve datasheet' },
    downloadText: memberDownloadText,
  },
  {
    modelId: 10,
    shape: 'pendulum',
    titleTwo: { zh: '紧凑型高真空隔离', en: 'Compact high vacuum isolation' },
    text: {
      zh: 'Y74 是仅用于隔离的摆式阀，阀体厚度小，适合空间受限的工艺腔与分子泵之间。气动摆动与密封动作分离，密封面无摩擦，颗粒释放极低。',
      en: 'The Y74 is a pendulum valve for isolation only. Its thin body fits tight spaces between process chamber and turbo pump. Swinging and sealing are separate pneumatic motions, so the sealing face sees no friction and releases very few particles.',
    },
    applications: {
      zh: ['分子泵隔离', '离子注入设备', '薄膜沉积设备'],
      en: ['Turbo pump isolation', 'Ion implantation equipment', 'Thin-film deposition equipment'],
    },
    mainFeatures: {
      zh: ['阀体薄，安装高度小', '密封动作无摩擦', '全开时通径无遮挡', '开关位置反馈'],
      en: ['Thin body, low installation height', 'Friction-free sealing motion', 'Unobstructed bore when open', 'Open and closed position feedback'],
    },
    options: {
      zh: ['DN100 – DN250', 'FFKM 密封', '手动应急开关'],
      en: ['DN100 – DN250', 'FFKM seals', 'Manual emergency override'],
    },
    downloadTitle: { zh: 'Y74 摆式隔离阀资料', en: 'Y74 pendulum isolation valve datasheet' },
    downloadText: memberDownloadText,
  },
  {
    modelId: 11,
    shape: 'rectangular',
    titleTwo: { zh: '晶圆传输的标准 L 型运动阀门', en: 'The standard L-motion valve for wafer transfer' },
    text: {
      zh: 'Y70 用于传输腔与工艺腔之间的晶圆通道。L 型运动先垂直移动、再水平压紧，密封圈无剪切，寿命长。阀体外形与主流设备接口兼容，便于替换。',
      en: 'The Y70 closes the wafer passage between transfer and process chambers. Its L-motion moves vertically and then presses horizontally, so the seal sees no shear and lasts long. Its outline matches common tool interfaces for easy replacement.',
    },
    applications: {
      zh: ['200 mm / 300 mm 晶圆设备', '集群式设备传输腔', '负载锁定腔'],
      en: ['200 mm / 300 mm wafer equipment', 'Cluster tool transfer chambers', 'Load locks'],
    },
    mainFeatures: {
      zh: ['L 型运动，密封圈无剪切', '硫化密封阀板，颗粒少', '1,000,000 次免维护循环', '兼容主流设备接口'],
      en: ['L-motion, no shear on the seal', 'Bonded-seal gate, few particles', '1,000,000 maintenance-free cycles', 'Compatible with common tool interfaces'],
    },
    options: {
      zh: ['开口 46×236 mm / 50×336 mm', '铝合金或不锈钢阀体', '磁性位置传感器'],
      en: ['Opening 46×236 mm / 50×336 mm', 'Aluminium or stainless steel body', 'Magnetic position sensors'],
    },
    downloadTitle: { zh: 'Y70 矩形传输阀资料', en: 'Y70 slit valve datasheet' },
    downloadText: memberDownloadText,
  },
  {
    modelId: 12,
    shape: 'rectangular',
    titleTwo: { zh: '两侧均可承受大气压差', en: 'Holds atmospheric pressure from either side' },
    text: {
      zh: 'Y70-2 在 Y70 的基础上增加反向支撑机构，阀板可在任一方向承受 1 个大气压差，适合两侧腔体交替放气的工况。',
      en: 'The Y70-2 adds a back-support mechanism to the Y70, so the gate holds one atmosphere of differential pressure from either side: made for chambers that are vented alternately.',
    },
    applications: {
      zh: ['两侧交替放气的腔体', '维护频繁的工艺腔', '平板显示传输系统'],
      en: ['Chambers vented alternately', 'Process chambers with frequent maintenance', 'Flat-panel transfer systems'],
    },
    mainFeatures: {
      zh: ['双向承压 1.2 bar', '反向支撑无需额外气源', '与 Y70 安装尺寸相同'],
      en: ['1.2 bar in both directions', 'Back support needs no extra air supply', 'Same mounting dimensions as the Y70'],
    },
    options: {
      zh: ['开口 46×236 mm 至 50×336 mm', 'FFKM 密封', '加热套'],
      en: ['Opening 46×236 mm to 50×336 mm', 'FFKM seals', 'Heating jacket'],
    },
    downloadTitle: { zh: 'Y70-2 双向密封矩形阀资料', en: 'Y70-2 bi-directional slit valve datasheet' },
    downloadText: memberDownloadText,
  },
  {
    modelId: 13,
    shape: 'rectangular',
    titleTwo: { zh: '防止工艺副产物沉积', en: 'Keeps process by-products from condensing' },
    text: {
      zh: 'Y70-3 的阀体内置加热器与温度传感器，阀体温度可保持在 120 °C，减少副产物在阀板和密封面上的沉积，延长清洗周期。',
      en: 'The Y70-3 has a heater and a temperature sensor built into the body, which keeps it at up to 120 °C. Fewer by-products deposit on the gate and sealing face, and cleaning intervals get longer.',
    },
    applications: {
      zh: ['金属刻蚀', 'ALD 工艺腔', '含氯、含氟工艺'],
      en: ['Metal etch', 'ALD process chambers', 'Chlorine and fluorine chemistries'],
    },
    mainFeatures: {
      zh: ['内置加热器，温度均匀', '阀体温度 ≤ 120 °C', '过温保护'],
      en: ['Built-in heater, even temperature', 'Body temperature ≤ 120 °C', 'Over-temperature protection'],
    },
    options: {
      zh: ['AC 220 V / DC 24 V 加热', 'PT100 或 K 型热电偶', '温控器'],
      en: ['AC 220 V / 24 V DC heating', 'PT100 or type K thermocouple', 'Temperature controller'],
    },
    downloadTitle: { zh: 'Y70-3 加热型矩形阀资料', en: 'Y70-3 heated slit valve datasheet' },
    downloadText: memberDownloadText,
  },
  {
    modelId: 14,
    shape: 'rectangular',
    titleTwo: { zh: '面向平板显示与太阳能的大尺寸开口', en: 'Large openings for flat panel and solar' },
    text: {
      zh: 'Y72 门阀用于玻璃基板与太阳能电池片传输的大尺寸矩形开口，阀板由多点同步压紧，长边方向密封力均匀。',
      en: 'The Y72 door valve closes the large rectangular openings through which glass substrates and solar cells pass. The gate is pressed at several synchronised points for an even seal along the long side.',
    },
    applications: {
      zh: ['平板显示 CVD / 刻蚀设备', '太阳能电池镀膜线', '大型负载锁定腔'],
      en: ['Flat-panel CVD and etch equipment', 'Solar cell coating lines', 'Large load locks'],
    },
    mainFeatures: {
      zh: ['多点同步压紧', '开口宽度可达 2,500 mm', '模块化气缸，维护方便'],
      en: ['Synchronised multi-point pressing', 'Openings up to 2,500 mm wide', 'Modular cylinders, easy to service'],
    },
    options: {
      zh: ['铝合金或不锈钢阀体', '双向承压', '定制开口尺寸'],
      en: ['Aluminium or stainless steel body', 'Pressure from both sides', 'Custom opening sizes'],
    },
    downloadTitle: { zh: 'Y72 大开口门阀资料', en: 'Y72 large door valve datasheet' },
    downloadText: memberDownloadText,
  },
  {
    modelId: 15,
    shape: 'gate',
    titleTwo: { zh: '可拆阀盖，维护不拆管路', en: 'Removable bonnet: service without opening the line' },
    text: {
      zh: 'Y73 采用可拆卸阀盖，阀板与驱动机构可从上方整体取出，维护时无需拆下管路。适用于需要定期清洗的工艺设备。',
      en: 'The Y73 has a removable bonnet: gate and drive come out from the top as one unit, so the line stays in place during service. It suits equipment that needs regular cleaning.',
    },
    applications: {
      zh: ['高真空泵隔离', '研发与中试设备', '需定期清洗的工艺管路'],
      en: ['High vacuum pump isolation', 'R&D and pilot equipment', 'Process lines cleaned regularly'],
    },
    mainFeatures: {
      zh: ['可拆阀盖，维护便捷', '全开通径无遮挡', '焊接波纹管密封'],
      en: ['Removable bonnet for easy service', 'Unobstructed bore when open', 'Welded bellows feedthrough'],
    },
    options: {
      zh: ['DN63 – DN200', 'ISO-F / CF 法兰', '手动或气动'],
      en: ['DN63 – DN200', 'ISO-F / CF flanges', 'Manual or pneumatic'],
    },
    downloadTitle: { zh: 'Y73 阀盖式插板阀资料', en: 'Y73 bonnet gate valve datasheet' },
    downloadText: memberDownloadText,
  },
  {
    modelId: 16,
    shape: 'gate',
    titleTwo: { zh: '全金属阀体，可整体烘烤', en: 'All-metal body, bakeable as a whole' },
    text: {
      zh: 'Y78 面向超高真空系统，阀体与阀盖均为金属密封，配 CF 法兰，可在开启状态下烘烤至 200 °C。',
      en: 'The Y78 is built for ultra-high vacuum: body and bonnet are metal-sealed, the flanges are CF, and the valve can be baked out open at up to 200 °C.',
    },
    applications: {
      zh: ['表面分析仪器', '分子束外延', '同步辐射与加速器束线'],
      en: ['Surface analysis instruments', 'Molecular beam epitaxy', 'Synchrotron and accelerator beamlines'],
    },
    mainFeatures: {
      zh: ['漏率 < 1×10⁻¹⁰ mbar·l/s', '烘烤温度 ≤ 200 °C', '金属阀盖密封'],
      en: ['Leak rate < 1×10⁻¹⁰ mbar·l/s', 'Bakeout up to 200 °C', 'Metal-sealed bonnet'],
    },
    options: {
      zh: ['DN40 – DN160', '气动或手动', '观察窗'],
      en: ['DN40 – DN160', 'Pneumatic or manual', 'Viewport'],
    },
    downloadTitle: { zh: 'Y78 超高真空插板阀资料', en: 'Y78 UHV gate valve datasheet' },
    downloadText: memberDownloadText,
  },
  {
    modelId: 17,
    shape: 'angle',
    titleTwo: { zh: '前级与旁路管路的通用角阀', en: 'The general-purpose angle valve for foreline and bypass' },
    text: {
      zh: 'Y20 为弹簧复位的单作用气动角阀，断气时自动关闭，保证系统安全。焊接波纹管隔离阀杆，适用于大多数前级与旁路管路。',
      en: 'The Y20 is a single-acting pneumatic angle valve with spring return that closes by itself when air fails, keeping the system safe. A welded bellows isolates the stem; it suits most foreline and bypass lines.',
    },
    applications: {
      zh: ['前级管路', '旁路抽气', '充气与放气'],
      en: ['Forelines', 'Bypass pumping', 'Venting and purging'],
    },
    mainFeatures: {
      zh: ['断气自动关闭', '1,000,000 次免维护循环', '任意方向安装'],
      en: ['Closes when air fails', '1,000,000 maintenance-free cycles', 'Mounts in any orientation'],
    },
    options: {
      zh: ['DN16 – DN50', 'KF / ISO-K / CF', '位置开关'],
      en: ['DN16 – DN50', 'KF / ISO-K / CF', 'Position switches'],
    },
    downloadTitle: { zh: 'Y20 气动角阀资料', en: 'Y20 pneumatic angle valve datasheet' },
    downloadText: memberDownloadText,
  },
  {
    modelId: 18,
    shape: 'angle',
    titleTwo: { zh: '防止副产物冷凝的前级阀门', en: 'A foreline valve that keeps by-products from condensing' },
    text: {
      zh: 'Y21 阀体与阀盖均可加热，阀体温度最高 200 °C，防止 CVD 与 ALD 工艺副产物在阀内冷凝堵塞。',
      en: 'On the Y21 both body and bonnet are heated, up to 200 °C, so CVD and ALD by-products do not condense inside and block the valve.',
    },
    applications: {
      zh: ['CVD 前级管路', 'ALD 设备', '刻蚀设备排气管路'],
      en: ['CVD forelines', 'ALD equipment', 'Etch exhaust lines'],
    },
    mainFeatures: {
      zh: ['阀体温度 ≤ 200 °C', '阀盖同时加热，无冷点', '隔热罩防烫'],
      en: ['Body temperature ≤ 200 °C', 'Bonnet heated too: no cold spots', 'Insulating cover against burns'],
    },
    options: {
      zh: ['DN25 – DN50', '集成加热套与温控', 'FFKM 密封'],
      en: ['DN25 – DN50', 'Integrated heating jacket and controller', 'FFKM seals'],
    },
    downloadTitle: { zh: 'Y21 加热型角阀资料', en: 'Y21 heated angle valve datasheet' },
    downloadText: memberDownloadText,
  },
  {
    modelId: 19,
    shape: 'angle',
    titleTwo: { zh: '可调流量的慢抽功能', en: 'Slow pumping with adjustable flow' },
    text: {
      zh: 'Y21-2 在主阀内集成小通径软抽通道，先慢速抽气再全开，避免气流扰动腔内颗粒。软抽流量可通过针阀调节。',
      en: 'The Y21-2 integrates a small soft-pump passage in the main valve: it pumps slowly first and then opens fully, so the gas flow does not stir up particles in the chamber. A needle valve sets the soft-pump flow.',
    },
    applications: {
      zh: ['负载锁定腔抽气', '对颗粒敏感的工艺腔', '大腔体初抽'],
      en: ['Load lock pump-down', 'Particle-sensitive process chambers', 'Roughing large chambers'],
    },
    mainFeatures: {
      zh: ['软抽与主抽一体', '软抽流量可调', '两级位置反馈'],
      en: ['Soft pump and main pump in one valve', 'Adjustable soft-pump flow', 'Position feedback for both stages'],
    },
    options: {
      zh: ['DN25 – DN50', '加热型', 'KF / ISO-K'],
      en: ['DN25 – DN50', 'Heated version', 'KF / ISO-K'],
    },
    downloadTitle: { zh: 'Y21-2 软抽角阀资料', en: 'Y21-2 soft-pump angle valve datasheet' },
    downloadText: memberDownloadText,
  },
  {
    modelId: 20,
    shape: 'angle',
    titleTwo: { zh: '直线管路布置的紧凑阀门', en: 'A compact valve for straight lines' },
    text: {
      zh: 'Y21-3 的进出口同轴布置，适合直线管路和空间受限的气路面板，阀体短、流导高。',
      en: 'The Y21-3 has inlet and outlet on one axis, for straight lines and crowded gas panels: a short body with high conductance.',
    },
    applications: {
      zh: ['气路面板', '直线前级管路', '检漏与吹扫回路'],
      en: ['Gas panels', 'Straight forelines', 'Leak-test and purge circuits'],
    },
    mainFeatures: {
      zh: ['进出口同轴', '阀体短、重量轻', '弹簧复位常闭'],
      en: ['Inlet and outlet on one axis', 'Short, light body', 'Normally closed with spring return'],
    },
    options: {
      zh: ['DN16 – DN40', '手动或气动', '加热套'],
      en: ['DN16 – DN40', 'Manual or pneumatic', 'Heating jacket'],
    },
    downloadTitle: { zh: 'Y21-3 直通阀资料', en: 'Y21-3 inline valve datasheet' },
    downloadText: memberDownloadText,
  },
  {
    modelId: 21,
    shape: 'butterfly',
    titleTwo: { zh: '经济型下游压力控制', en: 'Economical downstream pressure control' },
    text: {
      zh: 'Y60 蝶形节流阀安装在工艺腔与干泵之间，通过阀碟角度调节排气流导，配合控制器实现压力闭环控制。',
      en: 'The Y60 butterfly throttle valve sits between the process chamber and the dry pump and sets the exhaust conductance by the disc angle; with a controller it closes the pressure loop.',
    },
    applications: {
      zh: ['LPCVD 与扩散炉', '太阳能 PECVD', '干泵前压力控制'],
      en: ['LPCVD and diffusion furnaces', 'Solar PECVD', 'Pressure control upstream of dry pumps'],
    },
    mainFeatures: {
      zh: ['步进电机直驱', '结构简单、成本低', '可选密封型阀碟'],
      en: ['Direct stepper drive', 'Simple and economical', 'Sealing disc optional'],
    },
    options: {
      zh: ['DN40 – DN200', '加热型阀体', '配套压力控制器'],
      en: ['DN40 – DN200', 'Heated body', 'Matching pressure controller'],
    },
    downloadTitle: { zh: 'Y60 蝶形节流阀资料', en: 'Y60 butterfly throttle valve datasheet' },
    downloadText: memberDownloadText,
  },
  {
    modelId: 22,
    shape: 'gate',
    titleTwo: { zh: '0.3 秒内关闭，保护高真空系统', en: 'Closes in under 0.3 s to protect the high vacuum system' },
    text: {
      zh: 'Y41 保护阀在检测到压力突升或断电时于 0.3 秒内关闭，阻止气流冲击分子泵与精密部件。其 V41 驱动机构经寿命测试可达 1,000,000 次循环。',
      en: 'The Y41 protection gate closes in under 0.3 s when a pressure rise or a power failure is detected, stopping the inrush before it reaches the turbo pump and delicate parts. Its V41 drive has passed life tests of 1,000,000 cycles.',
    },
    applications: {
      zh: ['分子泵保护', '束线与加速器真空保护', '分析仪器真空系统'],
      en: ['Turbo pump protection', 'Beamline and accelerator vacuum protection', 'Vacuum systems of analytical instruments'],
    },
    mainFeatures: {
      zh: ['关闭时间 < 0.3 s', 'V41 机构寿命 1,000,000 次', '断电、断气自动关闭', '触发信号可接真空计或控制器'],
      en: ['Closing time < 0.3 s', 'V41 drive rated for 1,000,000 cycles', 'Closes on power or air failure', 'Triggered by a gauge or a controller'],
    },
    options: {
      zh: ['DN40 – DN160', 'CF 或 ISO-K 法兰', '快速触发控制盒'],
      en: ['DN40 – DN160', 'CF or ISO-K flanges', 'Fast trigger control box'],
    },
    downloadTitle: { zh: 'Y41 快速关闭保护阀资料', en: 'Y41 fast-closing protection gate datasheet' },
    downloadText: memberDownloadText,
  },
  {
    modelId: 23,
    shape: 'rectangular',
    titleTwo: { zh: '负载锁定腔与设备前端模块之间', en: 'Between load lock and equipment front-end module' },
    text: {
      zh: 'Y75 安装在负载锁定腔的大气侧，开关速度快、动作平稳，配合设备前端模块完成晶圆进出。',
      en: 'The Y75 sits on the atmospheric side of the load lock. It opens and closes quickly and smoothly while the front-end module moves wafers in and out.',
    },
    applications: {
      zh: ['负载锁定腔大气侧', '设备前端模块接口', '晶圆检测设备'],
      en: ['Atmospheric side of load locks', 'Front-end module interface', 'Wafer inspection equipment'],
    },
    mainFeatures: {
      zh: ['动作平稳，缓冲可调', '薄型设计，节省空间', '开关时间 ≤ 1 s'],
      en: ['Smooth motion, adjustable cushioning', 'Slim design saves space', 'Opening / closing ≤ 1 s'],
    },
    options: {
      zh: ['定制开口尺寸', '防夹传感器', '洁净室润滑脂'],
      en: ['Custom opening sizes', 'Anti-pinch sensor', 'Clean-room grease'],
    },
    downloadTitle: { zh: 'Y75 大气侧门阀资料', en: 'Y75 atmospheric door valve datasheet' },
    downloadText: memberDownloadText,
  },
  {
    modelId: 24,
    shape: 'pendulum',
    titleTwo: { zh: '软启动抽气与多位置开度', en: 'Soft-start pumping and multi-position opening' },
    text: {
      zh: 'Y76 摆阀可停在多个预设开度，实现软启动抽气与分段流导控制，配合多位置控制器使用，适合不需要闭环压力控制的工艺。',
      en: 'The Y76 pendulum valve stops at several preset openings for soft-start pumping and stepped conductance. Used with the multi-position controller, it suits processes that do not need closed-loop pressure control.',
    },
    applications: {
      zh: ['腔体软启动抽气', '分段流导控制', '研发设备'],
      en: ['Soft-start chamber pump-down', 'Stepped conductance control', 'R&D equipment'],
    },
    mainFeatures: {
      zh: ['最多 6 个预设开度', '与多位置控制器配套', '关闭后可作隔离阀'],
      en: ['Up to 6 preset openings', 'Matches the multi-position controller', 'Serves as an isolation valve when closed'],
    },
    options: {
      zh: ['DN100 – DN250', '加热型阀体', '24 V 数字 I/O 控制'],
      en: ['DN100 – DN250', 'Heated body', '24 V digital I/O control'],
    },
    downloadTitle: { zh: 'Y76 软抽摆阀资料', en: 'Y76 soft-pump pendulum valve datasheet' },
    downloadText: memberDownloadText,
  },
]
