import type { Localized } from './types'

interface ContactCardSeed {
  title: Localized<string>
  /**
   * The real managers are personal data and are not in the repository. A fresh site shows finished, clearly fictional
   * people instead, until an editor enters the real ones: addresses under example.com (RFC 2606) and
   * numbers whose local part starts with 0, which China's numbering plan never assigns (0 is the trunk
   * prefix), so a test call or mail reaches nobody.
   */
  name: string
  phone: string
  email: string
  address: Localized<string>
}

export const contactCards: readonly ContactCardSeed[] = [
  {
    title: { zh: '华东区客户经理', en: 'Account Manager, East China' },
    name: '陈晓明 Chen Xiaoming',
    phone: '+86 21 0555 0101',
    email: 'chen.xiaoming@example.com',
    address: {
      zh: '上海市浦东新区张江高科技园区示例路 88 号 3 号楼',
      en: 'Building 3, No. 88 Example Road, Zhangjiang Hi-Tech Park, Pudong, Shanghai',
    },
  },
  {
    title: { zh: '华北区客户经理', en: 'Account Manager, North China' },
    name: '刘佳 Liu Jia',
    phone: '+86 10 0555 0102',
    email: 'liu.jia@example.com',
    address: {
      zh: '北京市北京经济技术开发区示例街 16 号 B 座',
      en: 'Block B, No. 16 Example Street, Beijing Economic-Technological Development Area, Beijing',
    },
  },
  {
    title: { zh: '华南区客户经理', en: 'Account Manager, South China' },
    name: '黄志强 Huang Zhiqiang',
    phone: '+86 755 0555 0103',
    email: 'huang.zhiqiang@example.com',
    address: {
      zh: '广东省深圳市南山区科技园示例大道 200 号 12 层',
      en: '12F, No. 200 Example Avenue, Science Park, Nanshan, Shenzhen, Guangdong',
    },
  },
]
