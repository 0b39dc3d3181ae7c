import { describe, expect, it } from 'vitest'

import { acs3Signature, tc3Signature } from './vendorSignatures'

// The worked examples of the vendors' signature documents: the stand-ins' verification is only worth
// something if it computes what the vendors compute.

describe("the stand-ins' signature checks give the vendors' published results", () => {
  it('Aliyun V3 (ACS3-HMAC-SHA256): the RunInstances example', () => {
    const signature = acs3Signature('YourAccessKeySecret', {
      method: 'POST',
      path: '/',
      query: [
        ['ImageId', 'win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd'],
        ['RegionId', 'cn-shanghai'],
      ],
      headers: {
        host: 'ecs.cn-shanghai.aliyuncs.com',
        'x-acs-action': 'RunInstances',
        'x-acs-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-acs-date': '2023-10-26T10:22:32Z',
        'x-acs-signature-nonce': '3156853299f313e23d1673dc12e1703d',
        'x-acs-version': '2014-05-26',
      },
      signedHeaders: ['host', 'x-acs-action', 'x-acs-content-sha256', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-version'],
      body: Buffer.alloc(0),
    })
    expect(signature).toBe('06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0')
  })

  it('Tencent Cloud v3 (TC3-HMAC-SHA256): the DescribeInstances example', () => {
    const signature = tc3Signature('Gu5t9xGARNpq86cd98joQYCN3*******', {
      method: 'POST',
      path: '/',
      query: [],
      headers: { 'content-type': 'application/json; charset=utf-8', host: 'cvm.tencentcloudapi.com' },
      signedHeaders: ['content-type', 'host'],
      body: Buffer.from('{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}'),
      timestamp: 1551113065,
      service: 'cvm',
    })
    expect(signature).toBe('2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c')
  })
})
