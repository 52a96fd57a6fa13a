from gen import *
def ok(seed,*a,**kw):
    try: return std_deal(seed,*a,**kw)
    except ValueError: return None
def good(D, lo=38, hi=66):
    a=D['an']; return (not a['prem'] and not a['ultimo'] and not a['volat'] and not a['pagat_last_lost']
       and lo<=a['points']<=hi and a['points']+a['helper_points']==66)
