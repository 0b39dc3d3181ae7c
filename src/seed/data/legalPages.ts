import type { Localized, TextSection } from './types'

interface LegalPageSeed {
  intro: Localized<string>
  sections: Localized<TextSection[]>
}

/**
 * The first drafts of the privacy policy and the user agreement, for the company's lawyer to edit
 * in the admin (页面文字). They describe what this site really collects and where a member
 * exercises their rights on it (/memberData), so an edit keeps them true.
 */
export const privacyPolicy: LegalPageSeed = {
  intro: {
    zh: '本政策说明本网站收集哪些个人信息、为什么收集、保存多久、与谁共享，以及您如何查阅、复制、删除个人信息和注销账号。（草稿，待法务审定）',
    en: 'This policy explains what personal information this website collects, why, for how long, who receives it, and how you can see, copy and delete it or cancel your account. (Draft, pending legal review)',
  },
  sections: {
    zh: [
      {
        heading: '一、我们收集的信息',
        body: '注册会员时：手机号、真实姓名、公司名称、密码（仅保存不可逆的散列值）。在线留言时：称呼、姓名、公司、部门、手机、邮箱、国家/地区、主题、留言内容及您上传的附件。提交售后工单时：联系人、公司、手机、邮箱、回寄地址、污染声明的声明人、您上传的照片与文件、来源 IP 地址，以及产品、故障和工艺信息。下载技术资料时：下载时间、资料名称、来源 IP 地址和浏览器信息（下载记录）。为防止滥用，我们还会短期记录发送验证码的手机号和来源地址。',
      },
      {
        heading: '二、为什么收集',
        body: '手机号用于账号登录和短信验证；姓名与公司用于了解您的身份并提供技术资料；留言信息用于回复您的咨询和报价；售后工单信息用于处理维修、保养或升级、向您通知进度并寄回产品；下载记录用于了解客户需求、改进服务以及安全审计。我们不会将您的信息用于上述目的以外的用途，除非另行取得您的同意。',
      },
      {
        heading: '三、保存期限',
        body: '会员信息保存至您注销账号为止；留言信息自提交之日起保存三年；下载记录保存三年；短信验证码在 5 分钟后失效，用于防止滥用的计数最长保存一天。期限届满或您注销账号后，我们将删除或匿名化处理相关信息。',
      },
      {
        heading: '四、谁会收到您的信息',
        body: '您的留言会发送给本公司负责的客户经理；验证码短信由我们委托的短信服务商发送，该服务商仅获得手机号和验证码；网站数据存放在中国境内的服务器上。除法律法规要求外，我们不会向其他第三方提供您的个人信息，也不会出售您的个人信息。',
      },
      {
        heading: '五、您的权利及行使方式',
        body: '登录后打开“我的数据”页面（/memberData），您可以查看我们保存的您的资料、登录状态下提交的留言和售后工单以及下载记录，可以下载一份包含上述全部信息的文件（查阅、复制），也可以通过短信验证码注销账号。注销后，您的手机号、姓名、公司和密码将被删除，留言中的姓名、手机、邮箱和公司将被匿名化，售后工单中的联系人、公司、手机、邮箱、回寄地址、声明人、照片与来源地址将被删除（RMA 编号、产品、状态和日期作为业务记录保留），下载记录只保留不含个人身份的统计信息，该手机号可以重新注册。您也可以通过下方联系方式要求更正或删除信息。',
      },
      {
        heading: '六、信息安全',
        body: '密码、会话令牌和验证码只以散列形式保存；会员页面和接口只对已登录的本人开放；技术资料通过短时有效的链接提供。',
      },
      {
        heading: '七、联系我们',
        body: '如对本政策或您的个人信息有任何疑问，请通过“联系我们”页面或网站底部的服务电话、服务邮箱与我们联系，我们将在十五个工作日内答复。',
      },
    ],
    en: [
      {
        heading: '1. What we collect',
        body: 'When you register: your mobile number, real name, company name and password (only an irreversible hash is kept). When you send an enquiry: salutation, name, company, department, mobile, email, country or region, topic, message and any file you attach. When you send a service request: contact name, company, mobile, email, return address, the declarant of the contamination declaration, the photos and files you attach, your IP address, and the product, fault and process details. When you download a datasheet: the time, the item, your IP address and browser (the download log). To prevent abuse we also briefly count the mobile numbers and addresses that ask for verification codes.',
      },
      {
        heading: '2. Why',
        body: 'Your mobile number is your login and receives verification codes; your name and company tell us who receives our technical documents; your enquiry lets us answer and quote; your service request lets us repair, maintain or upgrade the product, tell you how it stands and send it back; the download log shows us what customers need, helps us improve our service and serves security audits. We use your information for nothing else without asking you first.',
      },
      {
        heading: '3. How long',
        body: 'Your member details until you cancel your account; enquiries for three years after they are sent; the download log for three years; verification codes expire after 5 minutes and the abuse counters after a day at most. After that, or when you cancel your account, the information is deleted or anonymised.',
      },
      {
        heading: '4. Who receives it',
        body: 'Enquiries go to the company’s account managers; verification codes are sent by our SMS provider, which receives only the mobile number and the code; the website’s data is stored on servers in mainland China. We give your personal information to no other party unless the law requires it, and we never sell it.',
      },
      {
        heading: '5. Your rights and how to use them',
        body: 'Once logged in, open “My data” (/memberData): it shows what we hold about you, the enquiries and service requests you sent while logged in and your downloads; you can download a file with all of it (access and copy), and you can cancel your account with an SMS code. Cancelling deletes your mobile number, name, company and password, anonymises the name, mobile, email and company in your enquiries, deletes the contact, company, mobile, email, return address, declarant, photos and IP address of your service requests (their RMA number, product, status and dates stay as the business record), and keeps the download log only as figures that no longer identify you; the mobile number can register again. You may also ask us to correct or delete information through the contacts below.',
      },
      {
        heading: '6. Security',
        body: 'Passwords, session tokens and verification codes are stored only as hashes; member pages and calls answer only the member who is logged in; datasheets are handed out through links valid for a few minutes.',
      },
      {
        heading: '7. Contact',
        body: 'For any question about this policy or your personal information, write to us through the Contact us page, or use the service phone and email at the foot of every page. We answer within fifteen working days.',
      },
    ],
  },
}

export const userAgreement: LegalPageSeed = {
  intro: {
    zh: '注册或使用本网站会员服务即表示您同意本协议。请在注册前仔细阅读。（草稿，待法务审定）',
    en: 'By registering or using the member services of this website you accept this agreement. Please read it before you register. (Draft, pending legal review)',
  },
  sections: {
    zh: [
      {
        heading: '一、账号',
        body: '会员以本人实名手机号注册，填写真实的姓名和公司名称。账号仅限本人使用，请妥善保管密码；因您泄露密码造成的损失由您自行承担。',
      },
      {
        heading: '二、技术资料的使用',
        body: '会员可下载的产品技术资料仅供您评估、选型和使用本公司产品，未经书面许可不得转载、出售或用于其他商业目的。资料以下载时的版本为准，本公司可随时更新。',
      },
      {
        heading: '三、禁止行为',
        body: '不得冒用他人手机号注册，不得以自动化方式批量获取验证码或资料，不得干扰网站的正常运行。违反本协议的账号，本公司有权停用。',
      },
      {
        heading: '四、个人信息',
        body: '我们按照《隐私政策》处理您的个人信息。您可以随时在“我的数据”页面查看、下载您的信息或注销账号。',
      },
      {
        heading: '五、协议的变更与终止',
        body: '本公司修改本协议时将在本页面公布，修改后继续使用即视为接受。您可以随时注销账号以终止本协议。',
      },
      {
        heading: '六、法律适用与争议解决',
        body: '本协议适用中华人民共和国法律。因本协议产生的争议，双方应友好协商；协商不成的，提交本公司所在地有管辖权的人民法院诉讼解决。',
      },
    ],
    en: [
      {
        heading: '1. Your account',
        body: 'Members register with a mobile number in their own name and give their real name and company. The account is for you alone; keep your password safe: losses caused by a password you disclosed are yours.',
      },
      {
        heading: '2. Technical documents',
        body: 'The technical documents members download are for evaluating, selecting and using the company’s products only; do not republish or sell them or use them for other commercial purposes without written permission. The version you download applies; the company may update documents at any time.',
      },
      {
        heading: '3. What is not allowed',
        body: 'Do not register with someone else’s mobile number, do not request codes or documents in bulk by automated means, and do not disturb the website’s operation. The company may disable an account that breaks this agreement.',
      },
      {
        heading: '4. Personal information',
        body: 'We handle your personal information as the Privacy policy says. At any time you can see and download your information, or cancel your account, on the “My data” page.',
      },
      {
        heading: '5. Changes and ending',
        body: 'Changes to this agreement are published on this page; using the services after a change means you accept it. You may end this agreement at any time by cancelling your account.',
      },
      {
        heading: '6. Governing law and disputes',
        body: 'This agreement is governed by the laws of the People’s Republic of China. The parties settle disputes amicably first; failing that, before the competent people’s court where the company is located.',
      },
    ],
  },
}
